/** Width of a string in the current font and size, in points. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Where a string may be cut without splitting a letter from its marks, a conjunct or an emoji. */
function graphemeEnds(text: string): number[] {
  return [...graphemes.segment(text)].map(({ index, segment }) => index + segment.length);
}

/** The longest prefix, cut at a grapheme boundary, for which `fits` holds (at least one grapheme). */
function longestPrefix(text: string, fits: (prefix: string) => boolean): string {
  const ends = graphemeEnds(text);
  // Binary search on the cut point: a cell is re-measured O(log n) times, not once per character.
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(text.slice(0, ends[middle]))) low = middle;
    else high = middle - 1;
  }
  return text.slice(0, ends[low]);
}

/** The text cut to fit one line of `width`, ending in '…' when it was cut (custom cells, per the spec). */
export function fitLine(measure: Measure, text: string, width: number): string {
  if (measure(text) <= width) return text;
  const kept = longestPrefix(text, (prefix) => measure(prefix.trimEnd() + ELLIPSIS) <= width);
  return kept.trimEnd() + ELLIPSIS;
}

/** After the last '.', '@', '-', '/' or '_' of a piece: addresses and links read better cut there. */
const SOFT_BREAK = /^(.+[-./@_])[^-./@_]+$/su;

/**
 * A word wider than the line in pieces that fit: cut after its last soft break that leaves at least half
 * a line, else anywhere between graphemes.
 */
function breakWord(measure: Measure, word: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (measure(rest) > width) {
    const longest = longestPrefix(rest, (prefix) => measure(prefix) <= width);
    // One grapheme wider than the line stands alone: overflowing a little beats losing it.
    if (longest.length === rest.length) break;
    const soft = SOFT_BREAK.exec(longest)?.[1];
    const piece = soft && measure(soft) >= width / 2 ? soft : longest;
    pieces.push(piece);
    rest = rest.slice(piece.length);
  }
  return [...pieces, rest];
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
