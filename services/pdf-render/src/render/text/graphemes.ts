/** One user-perceived character: a letter with its marks, a conjunct, an emoji sequence. */
export type GraphemeSegment = { index: number; segment: string };

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters handed to the segmenter at once; V8's segmenter slows with the length of its input. */
const WINDOW = 256;

/**
 * The graphemes of `text`, in time that grows with the text. V8's Intl.Segmenter is quadratic over one
 * long string (5,000 characters took 40 ms, 20,000 took 575 ms), so the text goes through it a window
 * at a time. A boundary found before a window's last grapheme is final (the rules look back only within
 * the grapheme being built, and every window starts on a boundary); the last one may run past the
 * window's end, so the next window starts with it. A grapheme longer than the window widens it.
 * Lazy: a caller that stops early (a cell cut with '…') segments only the start of the text.
 */
export function* graphemeSegments(
  text: string,
  segment: (part: string) => Iterable<Intl.SegmentData> = (part) => segmenter.segment(part),
): Generator<GraphemeSegment> {
  let start = 0;
  let window = WINDOW;
  while (start < text.length) {
    const end = Math.min(text.length, start + window);
    const found = [...segment(text.slice(start, end))];
    const final = end === text.length ? found : found.slice(0, -1);
    if (final.length === 0) {
      window *= 2;
      continue;
    }
    const offset = start;
    const last = final[final.length - 1];
    start += last.index + last.segment.length;
    window = WINDOW;
    for (const { index, segment: part } of final) yield { index: offset + index, segment: part };
  }
}
