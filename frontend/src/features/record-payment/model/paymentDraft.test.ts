import {
  draftProblems,
  isAboveBalance,
  newPaymentDraft,
  paymentBodyOf,
  receiptEmailOf,
} from './paymentDraft';

const invoice = { balance_due: '80.00' };

describe('paymentDraft', () => {
  it('starts with the balance due, today and the client’s email', () => {
    const draft = newPaymentDraft(invoice, 'ada@example.com', '2026-11-26');
    expect(draft).toMatchObject({ amount: '80.00', date: '2026-11-26', method: 'bank_transfer' });
    expect(draft.receiptEmail).toBe('ada@example.com');
    expect(draft.sendReceipt).toBe(false);
    expect(newPaymentDraft({ balance_due: '0.00' }, '', '2026-11-26').amount).toBe('');
  });

  it('offers an overpayment only above the balance, compared exactly', () => {
    expect(isAboveBalance('80.00', '80.00')).toBe(false);
    expect(isAboveBalance('80.01', '80.00')).toBe(true);
    expect(isAboveBalance('0.3', '0.30')).toBe(false);
    expect(isAboveBalance('abc', '80.00')).toBe(false);
  });

  it('refuses an empty, zero or excessive amount, a missing date and a bad receipt address', () => {
    const draft = newPaymentDraft(invoice, '', '2026-11-26');
    expect(draftProblems({ ...draft, amount: '' }, '80.00').amount).toBeDefined();
    expect(draftProblems({ ...draft, amount: '0' }, '80.00').amount).toBeDefined();
    expect(draftProblems({ ...draft, amount: '100' }, '80.00').amount).toMatch(/more than the balance/);
    expect(draftProblems({ ...draft, amount: '100', overpayment: true }, '80.00').amount).toBeUndefined();
    expect(draftProblems({ ...draft, date: '' }, '80.00').date).toBeDefined();
    expect(
      draftProblems({ ...draft, sendReceipt: true, receiptEmail: 'nope' }, '80.00').receiptEmail,
    ).toBeDefined();
    expect(draftProblems(draft, '80.00')).toEqual({});
  });

  it('sends the overpayment flag and the receipt only when they apply', () => {
    const draft = { ...newPaymentDraft(invoice, 'ada@example.com', '2026-11-26'), reference: ' T-1 ' };
    expect(paymentBodyOf({ ...draft, overpayment: true }, 'EUR', '80.00')).toEqual({
      amount: '80.00',
      currency: 'EUR',
      date: '2026-11-26',
      method: 'bank_transfer',
      reference: 'T-1',
      note: '',
    });
    expect(
      paymentBodyOf({ ...draft, amount: '90', overpayment: true, sendReceipt: true }, 'EUR', '80.00'),
    ).toMatchObject({
      amount: '90',
      overpayment: true,
      send_receipt: true,
      receipt_email: 'ada@example.com',
    });
  });

  it("prefills the receipt with the client's email, else the buyer's", () => {
    expect(receiptEmailOf('a@x.io', { buyer: { email: 'b@x.io' } })).toBe('a@x.io');
    expect(receiptEmailOf(undefined, { buyer: { email: 'b@x.io' } })).toBe('b@x.io');
    expect(receiptEmailOf('', {})).toBe('');
  });
});
