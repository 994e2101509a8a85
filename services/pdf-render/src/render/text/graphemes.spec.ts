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
});
