/** Width of a string in the current font and size, in points. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** The text cut to fit one line of `width`, ending in '…' when it was cut. */
export function fitLine(measure: Measure, text: string, width: number): string {
  if (measure(text) <= width) return text;
  // Binary search on the cut point: a cell is re-measured O(log n) times, not once per character.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, middle).trimEnd() + ELLIPSIS) <= width) low = middle;
    else high = middle - 1;
  }
  return text.slice(0, low).trimEnd() + ELLIPSIS;
}

export type WrappedText = { lines: string[]; truncated: boolean };

/**
 * Word-wraps into at most `maxLines` lines of `width`; the last line ends in '…' when text was left out.
 * Explicit line breaks are kept; a word wider than the line is cut rather than overflowing.
 */
export function wrapLines(measure: Measure, text: string, width: number, maxLines: number): WrappedText {
  // Most cells hold one short line: one measurement settles them.
  if (!text.includes('\n') && measure(text) <= width) return { lines: [text], truncated: false };
  const space = measure(' ');
  const lines: string[] = [];
  let cut = false;
  for (const paragraph of text.split(/\r?\n/)) {
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
      line = word;
      lineWidth = wordWidth;
      if (wordWidth > width) {
        line = fitLine(measure, word, width);
        lineWidth = width;
        cut = true;
      }
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return { lines, truncated: cut };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(measure, kept[maxLines - 1] + ELLIPSIS, width);
  return { lines: kept, truncated: true };
}
