import { create } from '@bufbuild/protobuf';
import { PaymentRecordedSchema } from '@paydraft/contracts';
import { methodWords, paymentFacts } from './payment-words';

const payment = create(PaymentRecordedSchema, {
  invoiceNumber: 'RE-7',
  amount: '1234.56',
  currency: 'EUR',
  date: '2026-03-05',
  balanceDue: '650.11',
});

describe('what the payment mails say of a payment', () => {
  it('writes the amounts and the day in the language given', () => {
    expect(paymentFacts(payment, 'de-DE')).toEqual({
      invoiceNumber: 'RE-7',
      amount: '1.234,56\u00a0€',
      paidOn: '5. März 2026',
      balanceDue: '650,11\u00a0€',
    });
    expect(paymentFacts(payment, 'en-US')).toMatchObject({ amount: '€1,234.56', paidOn: 'March 5, 2026' });
  });

  it('names the method in the language, and a method it does not know as stored', () => {
    expect(methodWords('bank_transfer', 'de-DE')).toBe('Überweisung');
    expect(methodWords('card', 'fr-FR')).toBe('Carte');
    expect(methodWords('bank_transfer', 'en-US')).toBe('Bank transfer');
    expect(methodWords('barter', 'de-DE')).toBe('barter');
  });
});
