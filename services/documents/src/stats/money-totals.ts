import Decimal from 'decimal.js';
import { balanceOf, isOverdue, isUnpaid, type InvoiceMoney } from '../documents/invoice-money';

/** What the totals read of an invoice: its money, and its payments' amounts and dates. */
export type InvoiceWithPayments = InvoiceMoney & {
  payments?: ReadonlyArray<{ amount: string; date: string }> | null;
};
export type CurrencyTotal = { currency: string; amount: string; count: number };
export type MonthlyPaid = { month: string; currency: string; amount: string };

/** The payments counted as 'paid in the last 30 days': dated today or in the 29 days before. */
const RECENT_DAYS = 30;
/** The chart's months: this one and the 11 before. */
const CHART_MONTHS = 12;

type Sum = { amount: Decimal; invoices: Set<number> };

/** Exact sums per currency code, in code order; a currency appears only when something was added to it. */
class PerCurrency {
  private readonly sums = new Map<string, Sum>();

  add(currency: string, amount: string, invoice: number): void {
    const sum = this.sums.get(currency) ?? { amount: new Decimal(0), invoices: new Set<number>() };
    sum.amount = sum.amount.plus(amount || 0);
    sum.invoices.add(invoice);
    this.sums.set(currency, sum);
  }

  totals(): CurrencyTotal[] {
    return [...this.sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, { amount, invoices }]) => ({
        currency,
        amount: amount.toFixed(),
        count: invoices.size,
      }));
  }
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day counted as recent, and the chart's months (YYYY-MM, oldest first), as of `today`. */
function calendar(today: string) {
  const day = new Date(`${today}T00:00:00Z`);
  const recentFrom = dayOf(new Date(day.getTime() - (RECENT_DAYS - 1) * 86_400_000));
  const months = Array.from({ length: CHART_MONTHS }, (_, i) =>
    dayOf(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - (CHART_MONTHS - 1 - i), 1))).slice(
      0,
      7,
    ),
  );
  return { recentFrom, months };
}

/**
 * Payments per month and currency for the chart: every month listed for every currency paid in any of
 * them (0 when nothing came that month), months oldest first, currencies in code order.
 */
function byMonth(months: readonly string[], paid: Map<string, Map<string, Decimal>>): MonthlyPaid[] {
  return [...paid.keys()]
    .sort((a, b) => a.localeCompare(b))
    .flatMap((currency) =>
      months.map((month) => ({
        currency,
        month,
        amount: (paid.get(currency)?.get(month) ?? new Decimal(0)).toFixed(),
      })),
    );
}

/**
 * The overview's money of a set of invoices as of `today` (YYYY-MM-DD, UTC), per currency: what is
 * outstanding (the balances of unpaid invoices, invoice-money.ts), what of it is overdue, what was paid
 * in the last 30 days, and per month for the last 12. Payments count by their date; a refund (a
 * negative amount) subtracts in its own month.
 */
export function moneyTotals(invoices: readonly InvoiceWithPayments[], today: string) {
  const { recentFrom, months } = calendar(today);
  const outstanding = new PerCurrency();
  const overdue = new PerCurrency();
  const recent = new PerCurrency();
  const monthly = new Map<string, Map<string, Decimal>>();
  invoices.forEach((invoice, i) => {
    if (isUnpaid(invoice)) outstanding.add(invoice.currency, balanceOf(invoice), i);
    if (isOverdue(invoice, today)) overdue.add(invoice.currency, balanceOf(invoice), i);
    for (const { amount, date } of invoice.payments ?? []) {
      if (date >= recentFrom && date <= today) recent.add(invoice.currency, amount, i);
      const month = date.slice(0, 7);
      if (month < months[0] || month > months[CHART_MONTHS - 1]) continue;
      const sums = monthly.get(invoice.currency) ?? new Map<string, Decimal>();
      sums.set(month, (sums.get(month) ?? new Decimal(0)).plus(amount || 0));
      monthly.set(invoice.currency, sums);
    }
  });
  return {
    outstanding: outstanding.totals(),
    overdue: overdue.totals(),
    paidLast30Days: recent.totals(),
    paidByMonth: byMonth(months, monthly),
  };
}
