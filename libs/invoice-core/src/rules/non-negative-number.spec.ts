import { isDecimalText, toNonNegativeNumber } from './non-negative-number';

describe('toNonNegativeNumber', () => {
  it.each([
    [0, 0],
    [3, 3],
    [0.01, 0.01],
    ['12.5', 12.5],
    ['  7 ', 7],
    ['+4', 4],
    ['.5', 0.5],
    ['2.', 2],
    ['1e3', 1000],
  ])('keeps %p as %p', (input, expected) => {
    expect(toNonNegativeNumber(input)).toBe(expected);
  });

  it.each([-1, -0.01, '-5', -0, '-0'])('turns negative %p into 0', (input) => {
    expect(Object.is(toNonNegativeNumber(input), 0)).toBe(true);
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    '',
    ' ',
    'abc',
    '12abc',
    '1,5',
    '0x10',
    '0b1',
    '1e999',
    null,
    undefined,
    {},
    [],
    true,
  ])('turns non-numeric %p into 0', (input) => {
    expect(toNonNegativeNumber(input)).toBe(0);
  });
});

describe('isDecimalText', () => {
  it('accepts signed decimals and rejects other notations', () => {
    expect(isDecimalText('-1.50')).toBe(true);
    expect(isDecimalText('2e-3')).toBe(true);
    expect(isDecimalText('Infinity')).toBe(false);
    expect(isDecimalText('NaN')).toBe(false);
    expect(isDecimalText('1_000')).toBe(false);
  });
});
