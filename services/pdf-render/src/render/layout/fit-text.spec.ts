import { fitLine, wrapLines } from './fit-text';

/** One point per character keeps the expectations readable. */
const measure = (text: string) => text.length;

describe('fitLine', () => {
  it('keeps text that fits and cuts the rest with an ellipsis', () => {
    expect(fitLine(measure, 'short', 10)).toBe('short');
    expect(fitLine(measure, 'a rather long value', 10)).toBe('a rather…');
  });
});

describe('wrapLines', () => {
  it('wraps on words and keeps explicit line breaks', () => {
    expect(wrapLines(measure, 'one two three\nfour', 9, 5)).toEqual({
      lines: ['one two', 'three', 'four'],
      truncated: false,
    });
  });

  it('ends the last kept line with an ellipsis when text is left out', () => {
    const wrapped = wrapLines(measure, 'alpha beta gamma delta epsilon', 11, 2);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines).toEqual(['alpha beta', 'gamma delt…']);
  });

  it('cuts a word wider than the line and reports it as truncated', () => {
    expect(wrapLines(measure, 'supercalifragilistic', 8, 2)).toEqual({
      lines: ['superca…'],
      truncated: true,
    });
  });
});
