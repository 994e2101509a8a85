// The fonts' faces and weights, and the names their files and PDF registrations go by: shared by the
// font library, the face chooser and the text runs, so none of them needs another for its types.

export type Weight = 'regular' | 'bold';

/** One Noto Sans family per script group; 'latin' also covers Greek, Cyrillic and most symbols. */
export type Face = 'latin' | 'arabic' | 'hebrew' | 'devanagari' | 'thai' | 'sc' | 'jp' | 'kr';

const FAMILY: Record<Face, string> = {
  latin: 'NotoSans',
  arabic: 'NotoSansArabic',
  hebrew: 'NotoSansHebrew',
  devanagari: 'NotoSansDevanagari',
  thai: 'NotoSansThai',
  sc: 'NotoSansSC',
  jp: 'NotoSansJP',
  kr: 'NotoSansKR',
};

export const FACES = Object.keys(FAMILY) as Face[];

/** The file name the setup copies each font to (services/pdf-render/fonts/fonts.json lists them). */
export const fontFileName = (face: Face, weight: Weight): string =>
  `${FAMILY[face]}-${weight === 'bold' ? 'Bold' : 'Regular'}.ttf`;

/** The name a font is registered under in a PDF document. */
export const fontName = (face: Face, weight: Weight): string => `${FAMILY[face]}-${weight}`;
