import { paymentRows } from './payment-rows';

describe('paymentRows', () => {
  it("prints 'Paid' as a plain amount and 'Balance due' under an invoice's total once something is paid", () => {
    expect(paymentRows({ amountPaid: '400.00', balanceDue: '834.50', currency: 'USD' })).toEqual([
      { key: 'paid', label: 'Paid', value: '$400.00' },
      { key: 'balance', label: 'Balance due', value: '$834.50' },
    ]);
  });

  it('formats both in the currency of the document, with its digits', () => {
    expect(paymentRows({ amountPaid: '1000', balanceDue: '0', currency: 'JPY' })).toEqual([
      { key: 'paid', label: 'Paid', value: '¥1,000' },
      { key: 'balance', label: 'Balance due', value: '¥0' },
    ]);
  });

  it('prints neither row when nothing was paid (no amount, 0, or refunded back to 0)', () => {
    for (const amountPaid of ['', '0', '0.00', '-5.00']) {
      expect(paymentRows({ amountPaid, balanceDue: '100.00', currency: 'EUR' })).toEqual([]);
    }
  });

  it('answers a balance of 0 when none is given', () => {
    expect(paymentRows({ amountPaid: '10', balanceDue: '', currency: 'EUR' })[1].value).toBe('€0.00');
  });
});
