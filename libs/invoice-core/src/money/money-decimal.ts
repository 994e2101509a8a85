import { Decimal } from 'decimal.js';
import { positiveDecimalText } from '../rules/non-negative-number';

/**
 * decimal.js with settings of our own rather than the global defaults, which another library could
 * change. The default precision of 20 significant digits would silently round large amounts, so
 * intermediate results keep 1000; half-up is the commercial rounding invoices use.
 */
export const MoneyDecimal = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** A number-ish input as an exact decimal, with the builder's rule: not a number ≥ 0 → 0. */
export function toMoneyDecimal(input: unknown): MoneyDecimal {
  const text = positiveDecimalText(input);
  return new MoneyDecimal(text ?? 0);
}
