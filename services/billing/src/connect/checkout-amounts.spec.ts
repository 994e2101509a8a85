import { fromMinorUnits, platformFee, toMinorUnits } from './checkout-amounts';

describe('pay-now amounts in Stripe minor units', () => {
  it('takes the currency digits of the invoice: cents, none for yen, thousandths for dinars', () => {
    expect(toMinorUnits('120.50', 'EUR')).toBe(12_050);
    expect(toMinorUnits('0.10', 'usd')).toBe(10);
    expect(toMinorUnits('1000', 'JPY')).toBe(1000);
    expect(toMinorUnits('12.345', 'KWD')).toBe(12_345);
    // Exact: 1.005 is not 1.00499999… as a binary float would make it.
    expect(toMinorUnits('1.005', 'USD')).toBe(101);
  });

  it('answers minor units back as the decimal string the invoice records', () => {
    expect(fromMinorUnits(12_050, 'eur')).toBe('120.50');
    expect(fromMinorUnits(1000, 'jpy')).toBe('1000');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(12_345, 'KWD')).toBe('12.345');
  });

  it('the platform fee is the percentage rounded half up, and none at all at 0', () => {
    expect(platformFee(12_050, '0')).toBeUndefined();
    expect(platformFee(12_050, '2.5')).toBe(301); // 301.25
    expect(platformFee(12_060, '2.5')).toBe(302); // 301.5 rounds up
    expect(platformFee(10, '1')).toBeUndefined(); // 0.1 of a cent rounds to nothing
    // Stripe takes a fee only below the amount: 999.9 would round to all of it.
    expect(platformFee(1000, '99.99')).toBe(999);
  });
});
