import { balanceOf } from './invoice-money';

describe('balanceOf', () => {
  const legacy = { status: 'sent', currency: 'EUR', totalAmount: '120.00', dueOrExpiryDate: '' };

  it('is the stored balance, or the total of an invoice saved before payments existed', () => {
    expect(balanceOf({ ...legacy, balanceDue: '20.00' })).toBe('20.00');
    expect(balanceOf(legacy)).toBe('120.00');
  });

  it('is nothing for an invoice marked paid by hand before payments existed, as its answer says', () => {
    expect(balanceOf({ ...legacy, status: 'paid' })).toBe('0');
  });
});
