import bidiFactory from 'bidi-js';
import { hanFace, type FaceChooser } from './face-chooser';
import type { Face } from './faces';

const bidi = bidiFactory();

/** A stretch of one line drawn in one font and one direction, listed in visual order (left to right). */
export type TextRun = {
  face: Face;
  /** What to shape: logical order when the font's shaper reverses it (Arabic, Hebrew), else visual order. */
  text: string;
  /** The characters in reading order, for the PDF's ActualText where extraction needs it. */
  logical: string;
  rtl: boolean;
};

/** Characters that make the bidi algorithm worth running: right-to-left letters and explicit controls. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/**
 * Direction controls (LRM, RLM, ALM, embeddings, isolates) steer the algorithm but are format controls
 * with no ink: they are dropped here, once the levels are resolved and before shaping, rather than
 * drawn. Intl emits them in money and percentages (ar-SA's 'ر.س.\u200f', ALM before a minus). The Noto
 * fonts happen to map LRM, RLM and ALM to empty glyphs, but a zero-width glyph would still split a run
 * (LRM is Common, and could land in another font than its neighbours), break Arabic joining across it
 * and put an invisible character in the text a reader copies: not drawing them is the rule.
 */
const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Combining marks, ZWJ/ZWNJ, variation selectors: they belong to the character before them. */
const INHERITED = /\p{Script=Inherited}/u;
/** Spaces, digits, punctuation: drawn in the font around them when it has them, so a run stays whole. */
const COMMON = /\p{Script=Common}/u;

type Slot = { index: number; char: string; face: Face; level: number };

/** The document's writing direction: a right-to-left document's lines take theirs from their text. */
export type Direction = 'ltr' | 'rtl';

/** Strong characters: letters, and the marks Intl writes to set a number's direction (LRM, RLM, ALM). */
const FIRST_STRONG = /[\p{L}\u200e\u200f\u061c]/u;
const STRONG_RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\u200f\u061c]/u;
/** What fontkit lays out right to left whatever the run's level: Arabic and Hebrew script, digits too. */
const SHAPED_RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * Splits one line into runs of one font and one direction, ordered for drawing. In a left-to-right
 * document the paragraph direction is left-to-right; in a right-to-left one a line's first letter
 * decides (a Latin company name stays a left-to-right line), and a line without letters (an amount, a
 * date in digits) is right-to-left. Runs are reordered by the Unicode bidi algorithm, with brackets
 * mirrored (fontkit does not mirror).
 */
export function textRuns(text: string, chooser: FaceChooser, direction: Direction = 'ltr'): TextRun[] {
  const paragraph = direction === 'rtl' ? paragraphDirection(text) : 'ltr';
  const needsBidi = paragraph === 'rtl' || RIGHT_TO_LEFT.test(text);
  const levels = needsBidi ? bidi.getEmbeddingLevels(text, paragraph) : undefined;
  const slots = assignFaces(text, chooser, levels?.levels);
  if (!levels) return groupRuns(slots);
  const visualPosition = new Map<number, number>();
  bidi.getReorderedIndices(text, levels).forEach((index, position) => visualPosition.set(index, position));
  const visual = [...slots].sort((a, b) => visualPosition.get(a.index)! - visualPosition.get(b.index)!);
  return groupRuns(visual);
}

/**
 * A right-to-left document's line: the direction of its first strong character (a letter, or the RLM
 * or ALM Intl puts in Arabic and Hebrew amounts). A line without one is right to left only when it has
 * right-to-left characters (Arabic-Indic digits): '+966 11 234 5678' or an IBAN's second line keeps
 * its groups in order.
 */
export function paragraphDirection(text: string): Direction {
  const strong = FIRST_STRONG.exec(text)?.[0];
  if (strong) return STRONG_RIGHT_TO_LEFT.test(strong) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.test(text) ? 'rtl' : 'ltr';
}

function assignFaces(text: string, chooser: FaceChooser, levels: Uint8Array | undefined): Slot[] {
  const han = hanFace(text);
  const slots: Slot[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = slots.at(-1)?.face;
    if (!DIRECTION_CONTROL.test(char)) {
      const staysInRun =
        current !== undefined &&
        (INHERITED.test(char) || (COMMON.test(char) && chooser.covers(current, codePoint)));
      const face = staysInRun ? current : chooser.faceFor(codePoint, han);
      slots.push({ index, char, face, level: levels?.[index] ?? 0 });
    }
    index += char.length;
  }
  return slots;
}

/** Joins neighbours (in the given order) of the same font and level into runs. */
function groupRuns(slots: Slot[]): TextRun[] {
  const groups: Slot[][] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last && last[0].face === slot.face && last[0].level === slot.level) last.push(slot);
    else groups.push([slot]);
  }
  return groups.map(toRun);
}

function toRun(group: Slot[]): TextRun {
  const rtl = group[0].level % 2 === 1;
  const shown = (slot: Slot) => (rtl ? (bidi.getMirroredCharacter(slot.char) ?? slot.char) : slot.char);
  const logicalSlots = rtl ? [...group].sort((a, b) => a.index - b.index) : group;
  const logical = logicalSlots.map((slot) => slot.char).join('');
  // fontkit lays out Arabic and Hebrew script right to left itself, a run of neutrals as given: a
  // right-to-left run goes to it in reading order, and a left-to-right run in Arabic script (Arabic-Indic
  // digits, whose number reads left to right) reversed, so fontkit's reversal puts it back.
  const shapedInReverse = SHAPED_RIGHT_TO_LEFT.test(logical);
  const given = shapedInReverse ? (rtl ? logicalSlots : [...group].reverse()) : group;
  const text = given.map(shown).join('');
  return { face: group[0].face, text, logical, rtl };
}
