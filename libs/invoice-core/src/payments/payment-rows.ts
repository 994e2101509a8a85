import { ENGLISH_LABELS, type LabelLocale } from '@paydraft/i18n';
import { formatMoney } from '../money/format-money';
import { MoneyDecimal } from '../money/money-decimal';
import type { TotalsRow } from '../money/totals-rows';

export type PaymentRowsInput = {
  /** The payments' sum and what is left of the total (decimal strings, as paymentBalance answers). */
  amountPaid: string;
  balanceDue: string;
  currency: string;
  /** The words and formats of the document's language; the page's English (en-US) by default. */
  locale?: LabelLocale;
};

/**
 * 'Paid' and 'Balance due', printed under an invoice's total once something was paid; none before. The
 * paid amount is what the client paid, not a deduction, so it carries no minus sign.
 */
export function paymentRows({
  amountPaid,
  balanceDue,
  currency,
  locale = ENGLISH_LABELS,
}: PaymentRowsInput): TotalsRow[] {
  const paid = amountPaid.trim();
  if (paid === '' || !new MoneyDecimal(paid).greaterThan(0)) return [];
  const { language, t } = locale;
  return [
    { key: 'paid', label: t('common:totals.paid'), value: formatMoney(paid, currency, language) },
    {
      key: 'balance',
      label: t('common:totals.balanceDue'),
      value: formatMoney(balanceDue.trim() || '0', currency, language),
    },
  ];
}
