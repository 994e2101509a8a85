import { PAYMENT_METHODS } from './payment-balance';
import { paymentMethodLabel } from './payment-method-label';

describe('paymentMethodLabel', () => {
  it('names every method', () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual([
      'Bank transfer',
      'Card',
      'Cash',
      'Cheque',
      'PayPal',
      'Other',
    ]);
  });

  it('knows no other string, not even an object key', () => {
    expect(paymentMethodLabel('wire')).toBeUndefined();
    expect(paymentMethodLabel('toString')).toBeUndefined();
  });
});
