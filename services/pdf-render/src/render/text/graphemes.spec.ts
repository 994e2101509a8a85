import { graphemeSegments } from './graphemes';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const whole = (text: string) =>
  [...segmenter.segment(text)].map(({ index, segment }) => ({ index, segment }));

describe('graphemeSegments', () => {
  it('finds the graphemes the segmenter finds in the whole text, across window edges', () => {
    const family = '👨‍👩‍👧‍👦';
    const flags = '🇫🇷🇩🇪🇯🇵';
    const text = `${'क्षत्रिय é '.repeat(40)}${family.repeat(30)}${flags.repeat(30)}${'e\u0301'.repeat(200)}`;

    expect([...graphemeSegments(text)]).toEqual(whole(text));
  });

  it('keeps a grapheme longer than the window whole', () => {
    const text = `a${'\u0301'.repeat(700)}b`;

    expect([...graphemeSegments(text)]).toEqual(whole(text));
  });

  it('hands the segmenter each character a bounded number of times, however long the text', () => {
    const text = 'x'.repeat(50_000);
    let segmented = 0;
    const counting = (part: string) => {
      segmented += part.length;
      return segmenter.segment(part);
    };

    expect([...graphemeSegments(text, counting)]).toHaveLength(text.length);
    expect(segmented).toBeLessThanOrEqual(2 * text.length);
  });

  it('segments only as far as its caller reads (a cell cut with an ellipsis reads a line of it)', () => {
    let pulled = 0;
    const counting = function* (part: string) {
      for (const data of segmenter.segment(part)) {
        pulled += 1;
        yield data;
      }
    };
    const graphemes = graphemeSegments('x'.repeat(5000), counting);

    for (let read = 0; read < 10; read++) graphemes.next();

    expect(pulled).toBeLessThanOrEqual(11);
  });
});
