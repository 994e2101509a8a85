import { translator } from '@paydraft/i18n';
import { publicDocument } from '../../../test/publicDocument';
import { isPaidInvoice, partPaidRows, payNowLabel, paymentReturnOf } from './invoicePayment';

const invoice = (fields: Parameters<typeof publicDocument>[0]) =>
  publicDocument({ document_type: 'invoice', status: 'sent', currency: 'EUR', ...fields });

const english = { language: 'en-US', t: translator('en-US') } as const;
const german = { language: 'de-DE', t: translator('de-DE') } as const;

describe('invoicePayment', () => {
  it('is paid by its status or by a balance of 0 after payments', () => {
    expect(isPaidInvoice(invoice({ status: 'paid' }))).toBe(true);
    expect(isPaidInvoice(invoice({ amount_paid: '100.00', balance_due: '0.00' }))).toBe(true);
    expect(isPaidInvoice(invoice({ amount_paid: '0.00', balance_due: '0.00' }))).toBe(false);
    expect(isPaidInvoice(invoice({ amount_paid: '20.00', balance_due: '80.00' }))).toBe(false);
    expect(isPaidInvoice({ ...invoice({ status: 'paid' }), document_type: 'quote' })).toBe(false);
  });

  it('shows Amount paid and Balance due only while partly paid', () => {
    expect(partPaidRows(invoice({ amount_paid: '20.00', balance_due: '80.00' }), english)).toEqual([
      ['Amount paid', '€20.00'],
      ['Balance due', '€80.00'],
    ]);
    expect(partPaidRows(invoice({ amount_paid: '0.00', balance_due: '100.00' }), english)).toEqual([]);
    expect(partPaidRows(invoice({ amount_paid: '100.00', balance_due: '0.00' }), english)).toEqual([]);
    expect(partPaidRows(invoice({}), english)).toEqual([]);
  });

  it('labels the button with the amount and currency, and reads the return from Checkout', () => {
    expect(payNowLabel({ amount: '80.00', currency: 'EUR' }, english)).toBe('Pay now · €80.00');
    expect(paymentReturnOf('success')).toBe('success');
    expect(paymentReturnOf('cancelled')).toBe('cancelled');
    expect(paymentReturnOf('<script>')).toBeNull();
  });

  it("words and formats the button and the part-paid rows in the document's language", () => {
    expect(payNowLabel({ amount: '1234.50', currency: 'EUR' }, german)).toBe(
      'Jetzt bezahlen · 1.234,50\u00a0€',
    );
    expect(partPaidRows(invoice({ amount_paid: '20.00', balance_due: '80.00' }), german)).toEqual([
      ['Bezahlter Betrag', '20,00\u00a0€'],
      ['Offener Betrag', '80,00\u00a0€'],
    ]);
  });
});
