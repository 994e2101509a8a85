import { cldrFractions } from '../currency/cldr-currency-data';
import { isDecimalText } from '../rules/non-negative-number';
import { MoneyDecimal } from './money-decimal';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The locale's currency formatter, built once per locale and currency (building one costs more than
 * formatting). Where the locale knows no symbol and would print the ISO code ('PLN 1,234.50' in
 * en-US), the narrow symbol is used ('zł 1,234.50'): a document for a Polish client should read zł,
 * while codes a locale does write distinctly ('CA$') keep that form.
 */
function currencyFormatter(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    } as const;
    const withSymbol = new Intl.NumberFormat(locale, options);
    const showsCode = withSymbol
      .formatToParts(1)
      .some((part) => part.type === 'currency' && part.value === code);
    formatter = showsCode
      ? new Intl.NumberFormat(locale, { ...options, currencyDisplay: 'narrowSymbol' })
      : withSymbol;
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount string (as `calculateTotals` returns it) for display: '$1,234.50', '¥1,235', 'zł 1,234.50'.
 * Digits are the table's, not the runtime's, so the display matches the calculation. The text goes to
 * Intl as a string, which formats it exactly; engines without string support fall back to a double,
 * which is exact for any amount below 2^53 cents. Negative amounts (credits) are allowed. `fractionDigits`
 * overrides the currency's digits (unit rates may carry more).
 *
 * @throws RangeError when `amount` is not decimal text or lies beyond the double range (about 1.8e308) —
 *   a bug upstream, not something to print.
 */
export function formatMoney(
  amount: string,
  currency: string,
  locale = 'en-US',
  fractionDigits?: number,
): string {
  const code = currency.trim().toUpperCase();
  const trimmed = amount.trim();
  // Beyond the double range engines print '∞', which must never reach a document.
  if (!isDecimalText(trimmed)) {
    throw new RangeError(`formatMoney: not a decimal amount within ±1.8e308: ${JSON.stringify(amount)}`);
  }
  const digits = fractionDigits ?? cldrFractions(code).digits;
  const text = new MoneyDecimal(trimmed).toFixed(digits, MoneyDecimal.ROUND_HALF_UP);
  return currencyFormatter(locale, code, digits).format(text as Intl.StringNumericLiteral);
}
