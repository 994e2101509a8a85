import { formatMoney } from '../money/format-money';
import { MoneyDecimal } from '../money/money-decimal';
import type { TotalsRow } from '../money/totals-rows';

export type PaymentRowsInput = {
  /** The payments' sum and what is left of the total (decimal strings, as paymentBalance answers). */
  amountPaid: string;
  balanceDue: string;
  currency: string;
};

/**
 * 'Paid' and 'Balance due', printed under an invoice's total once something was paid; none before. The
 * paid amount is what the client paid, not a deduction, so it carries no minus sign.
 */
export function paymentRows({ amountPaid, balanceDue, currency }: PaymentRowsInput): TotalsRow[] {
  const paid = amountPaid.trim();
  if (paid === '' || !new MoneyDecimal(paid).greaterThan(0)) return [];
  return [
    { key: 'paid', label: 'Paid', value: formatMoney(paid, currency) },
    { key: 'balance', label: 'Balance due', value: formatMoney(balanceDue.trim() || '0', currency) },
  ];
}
