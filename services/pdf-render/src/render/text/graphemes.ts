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
 * Lazy, down to the grapheme: a caller that stops early (a cell cut with '…') segments only what it read.
 */
export function* graphemeSegments(
  text: string,
  segment: (part: string) => Iterable<Intl.SegmentData> = (part) => segmenter.segment(part),
): Generator<GraphemeSegment> {
  let start = 0;
  let window = WINDOW;
  while (start < text.length) {
    const end = Math.min(text.length, start + window);
    const offset = start;
    // Each grapheme is handed on once the next one is found: only then is its end final.
    let held: Intl.SegmentData | undefined;
    for (const found of segment(text.slice(start, end))) {
      if (held) yield { index: offset + held.index, segment: held.segment };
      held = found;
    }
    if (!held) return;
    if (end === text.length) {
      yield { index: offset + held.index, segment: held.segment };
      return;
    }
    if (held.index === 0) window *= 2;
    else [start, window] = [offset + held.index, WINDOW];
  }
}
