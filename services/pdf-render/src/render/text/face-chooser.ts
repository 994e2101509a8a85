import type { Face } from './faces';

/** Whether the regular font of a face draws a code point (the font library opens the font to answer). */
export type HasGlyph = (face: Face, codePoint: number) => boolean;

/** Faces tried, in order, for a character no script rule places (symbols, rare letters). */
const FALLBACK_ORDER: Face[] = ['latin', 'arabic', 'hebrew', 'devanagari', 'thai', 'sc', 'jp', 'kr'];

type ScriptRule = { pattern: RegExp; face: Face | 'han' };

const SCRIPT_RULES: ScriptRule[] = [
  { pattern: /\p{Script=Arabic}/u, face: 'arabic' },
  { pattern: /\p{Script=Hebrew}/u, face: 'hebrew' },
  { pattern: /\p{Script=Devanagari}/u, face: 'devanagari' },
  { pattern: /\p{Script=Thai}/u, face: 'thai' },
  { pattern: /\p{Script=Hangul}/u, face: 'kr' },
  { pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, face: 'jp' },
  // Han, CJK punctuation and full-width forms: the same characters are drawn differently in
  // Chinese, Japanese and Korean, so the text around them decides (see `hanFace`).
  { pattern: /[\p{Script=Han}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u, face: 'han' },
];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** Which CJK font draws Han characters in this text: Japanese next to kana, Korean next to Hangul. */
export function hanFace(text: string): Face {
  if (KANA.test(text)) return 'jp';
  if (HANGUL.test(text)) return 'kr';
  return 'sc';
}

/**
 * Picks the font for each character: the font of its script, else Noto Sans when it has the glyph,
 * else the first font that has it. Answers are remembered per code point, so fonts are opened
 * (lazily, by the library) only for scripts a document really uses.
 */
export class FaceChooser {
  private readonly chosen = new Map<string, Face>();

  constructor(private readonly hasGlyph: HasGlyph) {}

  covers(face: Face, codePoint: number): boolean {
    return this.hasGlyph(face, codePoint);
  }

  faceFor(codePoint: number, han: Face): Face {
    const key = `${han}:${codePoint}`;
    let face = this.chosen.get(key);
    if (!face) {
      face = this.choose(codePoint, han);
      this.chosen.set(key, face);
    }
    return face;
  }

  private choose(codePoint: number, han: Face): Face {
    // The script's own font first: Noto Sans also draws some scripts (Devanagari), but the script
    // fonts are the ones whose shaping and text extraction were checked.
    const char = String.fromCodePoint(codePoint);
    const rule = SCRIPT_RULES.find(({ pattern }) => pattern.test(char));
    const scriptFace = rule?.face === 'han' ? han : rule?.face;
    if (scriptFace && this.covers(scriptFace, codePoint)) return scriptFace;
    if (this.covers('latin', codePoint)) return 'latin';
    // Nothing covers it: Noto Sans draws its 'missing' box rather than the text vanishing.
    return FALLBACK_ORDER.find((face) => this.covers(face, codePoint)) ?? 'latin';
  }
}
