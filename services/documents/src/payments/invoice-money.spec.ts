import type { StoredDocument } from '../documents/document.schema';
import { moneyAfterPayments, moneyOnSave, storedBalance } from './invoice-money';
import { turnsOverdue } from './overdue-sweep.service';

const TODAY = '2026-11-26';
const invoice = (fields: Record<string, unknown> = {}) =>
  ({
    type: 'invoice',
    status: 'sent',
    currency: 'EUR',
    totalAmount: '100.00',
    dueOrExpiryDate: '2026-12-01',
    ...fields,
  }) as unknown as StoredDocument;
const paid = (...amounts: string[]) => amounts.map((amount) => ({ amount }));

describe('moneyAfterPayments', () => {
  it('keeps the status before the first payment to return to, and never keeps a money status for it', () => {
    expect(moneyAfterPayments(invoice({ status: 'viewed' }), ['40.00'], TODAY)).toEqual({
      amountPaid: '40.00',
      balanceDue: '60.00',
      status: 'partially_paid',
      unpaidStatus: 'viewed',
    });
    expect(moneyAfterPayments(invoice({ status: 'paid', unpaidStatus: 'viewed' }), [], TODAY).status).toBe(
      'viewed',
    );
    // Marked paid by hand before payments existed: a payment deleted back to nothing leaves it sent.
    expect(moneyAfterPayments(invoice({ status: 'paid' }), [], TODAY).unpaidStatus).toBe('sent');
  });

  it('is overdue past the due date with a balance, paid without one', () => {
    const late = invoice({ dueOrExpiryDate: '2026-11-01' });
    expect(moneyAfterPayments(late, ['40.00'], TODAY).status).toBe('overdue');
    expect(moneyAfterPayments(late, ['100.00'], TODAY).status).toBe('paid');
  });
});

describe('storedBalance', () => {
  it('answers none paid and the total due for an invoice saved before payments existed', () => {
    expect(storedBalance(invoice())).toEqual({ amountPaid: '0.00', balanceDue: '100.00' });
    // Marked paid by hand: nothing owed.
    expect(storedBalance(invoice({ status: 'paid' }))).toEqual({ amountPaid: '0.00', balanceDue: '0.00' });
    expect(storedBalance(invoice({ amountPaid: '10.00', balanceDue: '90.00' }))).toEqual({
      amountPaid: '10.00',
      balanceDue: '90.00',
    });
  });
});

describe('moneyOnSave', () => {
  const saved = { status: 'sent', totalAmount: '150.00', currency: 'EUR', dueOrExpiryDate: '2026-12-01' };

  it("leaves the owner's status without payments, the balance at the new total, or none if marked paid", () => {
    expect(moneyOnSave(invoice(), saved, TODAY)).toEqual({ amountPaid: '0.00', balanceDue: '150.00' });
    expect(moneyOnSave(invoice(), { ...saved, status: 'paid' }, TODAY)).toEqual({
      amountPaid: '0.00',
      balanceDue: '0.00',
    });
  });

  it('lets the payments decide the status of an invoice that has some', () => {
    const withPayments = invoice({ status: 'paid', unpaidStatus: 'sent', payments: paid('100.00') });
    expect(moneyOnSave(withPayments, { ...saved, status: 'paid' }, TODAY)).toMatchObject({
      status: 'partially_paid',
      balanceDue: '50.00',
      unpaidStatus: 'sent',
    });
    expect(moneyOnSave(withPayments, { ...saved, status: 'cancelled' }, TODAY).status).toBe('cancelled');
  });

  it('refuses another currency once payments were made in this one', () => {
    const withPayments = invoice({ payments: paid('10.00') });
    expect(() => moneyOnSave(withPayments, { ...saved, currency: 'USD' }, TODAY)).toThrow('stays in EUR');
  });
});

describe('turnsOverdue', () => {
  it('takes an issued invoice with a balance due before today, and leaves the rest', () => {
    const late = { dueOrExpiryDate: '2026-11-25' };
    expect(turnsOverdue(invoice(late), TODAY)).toBe(true);
    expect(
      turnsOverdue(
        invoice({ ...late, status: 'partially_paid', balanceDue: '1.00', amountPaid: '99.00' }),
        TODAY,
      ),
    ).toBe(true);
    expect(turnsOverdue(invoice({ dueOrExpiryDate: TODAY }), TODAY)).toBe(false);
    expect(turnsOverdue(invoice({ dueOrExpiryDate: '' }), TODAY)).toBe(false);
    expect(turnsOverdue(invoice({ ...late, status: 'paid' }), TODAY)).toBe(false);
    expect(turnsOverdue(invoice({ ...late, status: 'draft' }), TODAY)).toBe(false);
    expect(turnsOverdue(invoice({ ...late, amountPaid: '100.00', balanceDue: '0.00' }), TODAY)).toBe(false);
    expect(turnsOverdue(invoice({ ...late, totalAmount: '0.00' }), TODAY)).toBe(false);
  });
});
