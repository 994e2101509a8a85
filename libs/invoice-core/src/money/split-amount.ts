import { MoneyDecimal } from './money-decimal';

/**
 * Splits `amount` into parts proportional to `weights`, each rounded to `digits`, so the parts add
 * up to `amount` exactly: what rounding leaves over goes to the largest weight (the first of equals).
 * All weights 0: everything goes to the first part.
 */
export function splitAmount(
  amount: MoneyDecimal,
  weights: readonly MoneyDecimal[],
  digits: number,
): MoneyDecimal[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum.plus(weight), new MoneyDecimal(0));
  const parts = weights.map((weight) =>
    total.isZero()
      ? new MoneyDecimal(0)
      : amount.times(weight).div(total).toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP),
  );
  const largest = weights.reduce(
    (best, weight, index) => (weight.greaterThan(weights[best]) ? index : best),
    0,
  );
  const assigned = parts.reduce((sum, part) => sum.plus(part), new MoneyDecimal(0));
  parts[largest] = parts[largest].plus(amount.minus(assigned));
  return parts;
}
