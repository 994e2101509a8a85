import type { MonthlyPaid } from '../../../entities/activity';

/** One bar: the month's short name ('Nov'), its long one for the tooltip ('November 2026') and the amount. */
export type MonthBar = { month: string; label: string; longLabel: string; amount: number; exact: string };
export type CurrencyMonths = { currency: string; bars: MonthBar[] };

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The chart's data per currency, in the server's order (currencies by code, months oldest first). The
 * bar's height is a float (a bar is a picture); the tooltip and the summary show the exact amount.
 */
export function paidByCurrency(months: readonly MonthlyPaid[]): CurrencyMonths[] {
  const byCurrency = new Map<string, MonthBar[]>();
  for (const { month, currency, amount } of months) {
    const first = new Date(`${month}-01T00:00:00Z`);
    const bars = byCurrency.get(currency) ?? [];
    bars.push({
      month,
      label: SHORT.format(first),
      longLabel: LONG.format(first),
      amount: Number(amount),
      exact: amount,
    });
    byCurrency.set(currency, bars);
  }
  return [...byCurrency].map(([currency, bars]) => ({ currency, bars }));
}
