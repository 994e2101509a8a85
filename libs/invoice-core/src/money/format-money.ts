import { cldrFractions } from '../currency/cldr-currency-data';
import { isDecimalText } from '../rules/non-negative-number';
import { MoneyDecimal } from './money-decimal';

/**
 * An amount string (as `calculateTotals` returns it) for display: '$1,234.50', '¥1,235', '1.234,50 €'.
 * Digits are the table's, not the runtime's, so the display matches the calculation. The text goes to
 * Intl as a string, which formats it exactly; engines without string support fall back to a double,
 * which is exact for any amount below 2^53 cents. Negative amounts (credits) are allowed.
 *
 * @throws RangeError when `amount` is not decimal text or lies beyond the double range (about 1.8e308) —
 *   a bug upstream, not something to print.
 */
export function formatMoney(amount: string, currency: string, locale = 'en-US'): string {
  const code = currency.trim().toUpperCase();
  const trimmed = amount.trim();
  // Beyond the double range engines print '∞', which must never reach a document.
  if (!isDecimalText(trimmed)) {
    throw new RangeError(`formatMoney: not a decimal amount within ±1.8e308: ${JSON.stringify(amount)}`);
  }
  const { digits } = cldrFractions(code);
  const text = new MoneyDecimal(trimmed).toFixed(digits, MoneyDecimal.ROUND_HALF_UP);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(text as Intl.StringNumericLiteral);
}
