import { graphemeSegments } from './graphemes';

/** Width of a string in the current font and size, in points. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** '.', '@', '-', '/' and '_': addresses and links read better cut after one of them. */
const SOFT_BREAK = /^[-./@_]$/u;

/** One grapheme of a word: where it ends in the word, how wide it is, whether a soft break follows it. */
type Grapheme = { end: number; width: number; soft: boolean };

/** The graphemes of a word as they are needed, each distinct one measured once (a long word repeats few). */
function* measuredGraphemes(measure: Measure, word: string): Generator<Grapheme> {
  const widths = new Map<string, number>();
  for (const { index, segment } of graphemeSegments(word)) {
    let width = widths.get(segment);
    if (width === undefined) {
      width = measure(segment);
      widths.set(segment, width);
    }
    yield { end: index + segment.length, width, soft: SOFT_BREAK.test(segment) };
  }
}

/**
 * How many graphemes from `first` one line takes: as many as fit by the running sum of their widths
 * (at least one: a grapheme wider than the line stands alone, overflowing a little beats losing it),
 * cut after the last soft break instead when that still fills half the line.
 */
function graphemesOnLine(parts: Grapheme[], first: number, width: number): number {
  let count = 0;
  let sum = 0;
  let softCount = 0;
  for (let index = first; index < parts.length; index++) {
    if (count > 0 && sum + parts[index].width > width) break;
    sum += parts[index].width;
    count++;
    if (parts[index].soft && count > 1 && sum >= width / 2) softCount = count;
  }
  const endsAtWord = first + count === parts.length;
  return softCount > 0 && !endsAtWord && !parts[first + count - 1].soft ? softCount : count;
}

/** A running sum this far past the line means the text does not fit, whatever kerning does. */
const CLEARLY_TOO_WIDE = 1.25;
/** Text this short is measured whole first: one (memoised) measurement settles most cells and titles. */
const SHORT_TEXT = 200;

/**
 * The text cut to fit one line of `width`, ending in '…' when it was cut (custom cells).
 * Graphemes are summed only until the sum is clearly past the line, so a long value costs about a
 * line's work; a text whose sum ends near the line is measured whole to decide exactly.
 */
export function fitLine(measure: Measure, text: string, width: number): string {
  if (text.length <= SHORT_TEXT && measure(text) <= width) return text;
  const room = width - measure(ELLIPSIS);
  // The running sum finds the cut: the graphemes that fit before '…' (at least one).
  const ends: number[] = [];
  let sum = 0;
  let total = 0;
  let full = false;
  for (const grapheme of measuredGraphemes(measure, text)) {
    if (!full && (ends.length === 0 || sum + grapheme.width <= room)) {
      sum += grapheme.width;
      ends.push(grapheme.end);
    } else {
      full = true;
    }
    total += grapheme.width;
    if (total > CLEARLY_TOO_WIDE * width) break;
  }
  if (total <= CLEARLY_TOO_WIDE * width && measure(text) <= width) return text;
  const kept = (n: number) => text.slice(0, ends[n - 1]).trimEnd() + ELLIPSIS;
  let count = ends.length;
  while (count > 1 && measure(kept(count)) > width) count--;
  return kept(count);
}

/**
 * A word wider than the line in pieces that fit: cut after its last soft break that leaves at least half
 * a line, else anywhere between graphemes. Each grapheme is measured once and each piece once more (the
 * running sum ignores kerning and joining, so a piece that measures too wide gives back its last
 * grapheme): the work grows with the word, not with its square.
 */
function breakWord(measure: Measure, word: string, width: number): string[] {
  const parts = [...measuredGraphemes(measure, word)];
  const pieces: string[] = [];
  let first = 0;
  while (first < parts.length) {
    let count = graphemesOnLine(parts, first, width);
    const start = first === 0 ? 0 : parts[first - 1].end;
    const pieceOf = (n: number) => word.slice(start, parts[first + n - 1].end);
    while (count > 1 && measure(pieceOf(count)) > width) count--;
    pieces.push(pieceOf(count));
    first += count;
  }
  return pieces;
}

/** Every line of one paragraph: words wrap; a word wider than the line breaks where it must. */
function wrapParagraph(measure: Measure, paragraph: string, width: number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    // Widths add up word by word (pdfkit shapes text per word too), so a line is never re-measured whole.
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    const pieces = wordWidth > width ? breakWord(measure, word, width) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
    lineWidth = pieces.length > 1 ? measure(line) : wordWidth;
  }
  lines.push(line);
  return lines;
}

export type WrappedText = { lines: string[]; truncated: boolean };

/**
 * Wraps text into lines of `width`, keeping explicit line breaks and losing nothing: words wrap, and a
 * word wider than the line (an email address, an IBAN, a CJK sentence) breaks between graphemes. Only
 * past `maxLines` is text left out, the last line then ending in '…' and `truncated` set, so the caller
 * can show the rest elsewhere.
 */
export function wrapLines(measure: Measure, text: string, width: number, maxLines = Infinity): WrappedText {
  // Most cells hold one short line: one measurement settles them.
  if (!text.includes('\n') && measure(text) <= width) return { lines: [text], truncated: false };
  const lines = text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(measure, paragraph, width));
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(measure, kept[maxLines - 1] + ELLIPSIS, width);
  return { lines: kept, truncated: true };
}
