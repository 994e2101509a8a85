import { fitLine, wrapLines, type Measure } from './wrap-lines';

/** One point per UTF-16 unit keeps the expectations readable. */
const measure = (text: string) => text.length;

describe('fitLine', () => {
  it('keeps text that fits and cuts the rest with an ellipsis', () => {
    expect(fitLine(measure, 'short', 10)).toBe('short');
    expect(fitLine(measure, 'a rather long value', 10)).toBe('a rather…');
  });

  it('keeps text that fits exactly, and cuts text one character too long', () => {
    expect(fitLine(measure, 'abcdefghij', 10)).toBe('abcdefghij');
    expect(fitLine(measure, 'abcdefghijk', 10)).toBe('abcdefghi…');
  });

  it('keeps one grapheme when even that and the ellipsis are too wide', () => {
    expect(fitLine(measure, 'abc', 1)).toBe('a…');
  });

  it('measures about a line of a long value it cuts, not the whole value once per step of a search', () => {
    const value = 'z'.repeat(5000);
    let measuredCharacters = 0;
    const counting: Measure = (text) => {
      measuredCharacters += text.length;
      return text.length;
    };

    expect(fitLine(counting, value, 70)).toBe(`${'z'.repeat(69)}…`);
    // A binary search over prefixes measured about 10,300: now about the line's worth.
    expect(measuredCharacters).toBeLessThanOrEqual(200);
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

  it('breaks a word wider than the line instead of cutting it', () => {
    const email = 'accounts.receivable@globex-corporation.example';
    const wrapped = wrapLines(measure, `Mail: ${email}`, 20);

    expect(wrapped.truncated).toBe(false);
    expect(wrapped.lines.every((line) => line.length <= 20)).toBe(true);
    expect(wrapped.lines.join('')).toBe(`Mail:${email}`);
  });

  it('breaks an address after punctuation when that keeps at least half a line', () => {
    const wrapped = wrapLines(measure, 'accounts.receivable@globex-corporation.example', 24);

    expect(wrapped.lines).toEqual(['accounts.receivable@', 'globex-corporation.', 'example']);
  });

  it('continues the line after the last piece of a broken word', () => {
    expect(wrapLines(measure, 'abcdefghij k', 4).lines).toEqual(['abcd', 'efgh', 'ij k']);
  });

  it('never splits a letter from its combining marks or a Devanagari conjunct', () => {
    const wrapped = wrapLines(measure, 'क्षत्रियक्षत्रिय', 4);

    expect(wrapped.lines.join('')).toBe('क्षत्रियक्षत्रिय');
    for (const line of wrapped.lines) expect(line.normalize()).toBe(line);
    expect(wrapped.lines.some((line) => /^[\u093e-\u094d]/u.test(line))).toBe(false);
  });

  it('keeps a single grapheme wider than the line on a line of its own', () => {
    expect(wrapLines(measure, 'ab', 0.5).lines).toEqual(['a', 'b']);
  });

  it('measures a long unbroken word in linear work: each character a bounded number of times', () => {
    const word = 'x'.repeat(5000);
    let measuredCharacters = 0;
    const counting: Measure = (text) => {
      measuredCharacters += text.length;
      return text.length;
    };

    const wrapped = wrapLines(counting, word, 70);

    expect(wrapped.lines.join('')).toBe(word);
    // Re-measuring the remaining word for every line (the quadratic cut) measured about 400,000.
    expect(measuredCharacters).toBeLessThanOrEqual(4 * word.length);
  });
});
