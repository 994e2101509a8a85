import { cldrFractions } from '../currency/cldr-currency-data';
import { formatMoney } from './format-money';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';
import type { NumberInput } from '../rules/non-negative-number';

/**
 * Decimals a unit price (shown as 'Rate' in the builder) may carry (10.555 an hour, 0.0125 a unit); amounts
 * are computed from the price so rounded. Quantities take the same limit.
 */
export const MAX_RATE_DECIMALS = 4;

/** The unit price as calculations use it: the builder's number rule, then at most MAX_RATE_DECIMALS, half-up. */
export function priceOf(input: NumberInput): MoneyDecimal {
  return toMoneyDecimal(input).toDecimalPlaces(MAX_RATE_DECIMALS, MoneyDecimal.ROUND_HALF_UP);
}

/**
 * A unit price for display with the precision it was entered with, so that every printed line checks
 * out (2.5 × $10.555 = $26.39, not 2.5 × $10.56): never fewer decimals than the currency's, at most
 * MAX_RATE_DECIMALS, trailing zeros beyond the currency's digits trimmed ('10.5000' → '$10.50').
 */
export function formatPrice(price: NumberInput, currency: string, locale = 'en-US'): string {
  const value = priceOf(price);
  const { digits } = cldrFractions(currency.trim().toUpperCase());
  const shown = Math.max(digits, value.decimalPlaces());
  return formatMoney(value.toFixed(shown), currency, locale, shown);
}
