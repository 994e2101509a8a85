import { paymentBalance, statusAfterPayments } from './payment-balance';

describe('paymentBalance', () => {
  it('sums payments and refunds exactly and answers what is left in the currency digits', () => {
    expect(paymentBalance('100.10', ['30.05', '0.05', '-10.00'], 'EUR')).toEqual({
      amountPaid: '20.10',
      balanceDue: '80.00',
    });
    expect(paymentBalance('1000', ['400'], 'JPY')).toEqual({ amountPaid: '400', balanceDue: '600' });
  });

  it('never answers a balance below 0 (the excess of an overpayment is a credit note)', () => {
    expect(paymentBalance('50.00', ['60.00'], 'USD')).toEqual({ amountPaid: '60.00', balanceDue: '0.00' });
  });
});

describe('statusAfterPayments', () => {
  const base = { status: 'sent', unpaidStatus: 'sent', total: '100.00', dueDate: '', today: '2026-11-26' };

  it('follows the money: partially_paid, then paid, then back to the status before any payment', () => {
    expect(statusAfterPayments({ ...base, amountPaid: '40.00' })).toBe('partially_paid');
    expect(statusAfterPayments({ ...base, status: 'partially_paid', amountPaid: '100.00' })).toBe('paid');
    expect(statusAfterPayments({ ...base, status: 'paid', unpaidStatus: 'viewed', amountPaid: '0.00' })).toBe(
      'viewed',
    );
  });

  it('is overdue with a balance after the due date, and not on the due date itself', () => {
    expect(statusAfterPayments({ ...base, dueDate: '2026-11-25', amountPaid: '40.00' })).toBe('overdue');
    expect(statusAfterPayments({ ...base, dueDate: '2026-11-26', amountPaid: '40.00' })).toBe(
      'partially_paid',
    );
    expect(statusAfterPayments({ ...base, dueDate: '2026-11-25', amountPaid: '100.00' })).toBe('paid');
  });

  it('leaves a cancelled or completed invoice as the owner closed it', () => {
    expect(statusAfterPayments({ ...base, status: 'cancelled', amountPaid: '100.00' })).toBe('cancelled');
    expect(statusAfterPayments({ ...base, status: 'completed', amountPaid: '10.00' })).toBe('completed');
  });
});
