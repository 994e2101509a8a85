import { receiptNumberOf } from './receipt-number';

describe('receiptNumberOf', () => {
  it("prints a payment's UUID as its first 8 characters, upper-case, short enough for one line", () => {
    expect(receiptNumberOf('3f2a9c1b-77de-4c1e-9a0b-2d4f6e8a0c11')).toBe('3F2A9C1B');
  });

  it('keeps an id that is already short', () => {
    expect(receiptNumberOf('p-7')).toBe('P7');
  });
});
