import { currencyDigits } from '@paydraft/invoice-core';
import Decimal from 'decimal.js';

/** Exact decimals of our own (the global settings could be changed by another library). */
const Exact = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });

/**
 * An amount (a decimal string in the major unit) in the currency's minor units, as Stripe takes it:
 * 120.50 EUR is 12050, 1000 JPY is 1000. The currency's digits are invoice-core's (CLDR), the same the
 * invoice was totalled in; an amount with more digits than that is rounded half up.
 */
export function toMinorUnits(amount: string, currency: string): number {
  return new Exact(amount)
    .times(new Exact(10).pow(currencyDigits(currency)))
    .toDecimalPlaces(0)
    .toNumber();
}

/** Stripe's minor units back as a decimal string in the currency's digits: 12050 EUR is '120.50'. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return new Exact(minor).dividedBy(new Exact(10).pow(digits)).toFixed(digits);
}

/**
 * The platform's application fee for a payment of `minor` units at `percent` (a decimal string),
 * rounded half up to a whole minor unit and kept below the amount (Stripe refuses a fee of all of it);
 * undefined for 0, so no fee field is sent at all.
 */
export function platformFee(minor: number, percent: string): number | undefined {
  const fee = new Exact(minor).times(percent).dividedBy(100).toDecimalPlaces(0).toNumber();
  return fee > 0 ? Math.min(fee, minor - 1) : undefined;
}
