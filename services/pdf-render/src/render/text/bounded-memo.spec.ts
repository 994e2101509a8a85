import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  it('computes a value once per key', () => {
    const memo = new BoundedMemo<number>(10);
    const compute = jest.fn(() => 42);

    expect(memo.get('a', compute)).toBe(42);
    expect(memo.get('a', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('starts over past its limit instead of growing', () => {
    const memo = new BoundedMemo<string>(2);
    memo.get('a', () => 'first');
    memo.get('b', () => 'b');
    memo.get('c', () => 'c');

    expect(memo.get('a', () => 'again')).toBe('again');
  });
});
