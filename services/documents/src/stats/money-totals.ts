import Decimal from 'decimal.js';

/** What the totals read of an invoice. */
export type InvoiceAmount = {
  status: string;
  currency: string;
  totalAmount: string;
  dueOrExpiryDate: string;
};
export type CurrencyTotal = { currency: string; amount: string; count: number };

/** Invoices sent and not (yet) paid or cancelled: the statuses as they are, before payments exist. */
export const OUTSTANDING_INVOICE_STATUSES = ['sent', 'viewed', 'overdue'];

/** An outstanding invoice is overdue by its status, or by a due date before `today` (YYYY-MM-DD). */
export function isOverdue(invoice: InvoiceAmount, today: string): boolean {
  if (invoice.status === 'overdue') return true;
  return invoice.dueOrExpiryDate !== '' && invoice.dueOrExpiryDate < today;
}

/** Exact sums per currency code, in code order; a currency appears only when it has an invoice. */
export function totalsPerCurrency(invoices: readonly InvoiceAmount[]): CurrencyTotal[] {
  const sums = new Map<string, { amount: Decimal; count: number }>();
  for (const invoice of invoices) {
    const sum = sums.get(invoice.currency) ?? { amount: new Decimal(0), count: 0 };
    sums.set(invoice.currency, { amount: sum.amount.plus(invoice.totalAmount || 0), count: sum.count + 1 });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { amount, count }]) => ({ currency, amount: amount.toFixed(), count }));
}

/** The overview's outstanding and overdue money of one owner's invoices. */
export function moneyTotals(invoices: readonly InvoiceAmount[], today: string) {
  const outstanding = invoices.filter((invoice) => OUTSTANDING_INVOICE_STATUSES.includes(invoice.status));
  return {
    outstanding: totalsPerCurrency(outstanding),
    overdue: totalsPerCurrency(outstanding.filter((invoice) => isOverdue(invoice, today))),
  };
}
