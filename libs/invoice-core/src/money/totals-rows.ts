import type { NumberInput } from '../rules/non-negative-number';
import type { Totals } from './calculate-totals';
import type { DocumentKind } from './document-labels';
import { formatMoney } from './format-money';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';

/** 'paid' and 'balance' are an invoice's payment rows (paymentRows), printed under the total. */
export type TotalsRowKey = 'subtotal' | 'discount' | 'tax' | 'rounding' | 'total' | 'paid' | 'balance';

/**
 * One printed line of the totals block. `key` names the line for styling and tests; it is never
 * shown. A tax line also carries its tax's id.
 */
export type TotalsRow = { key: TotalsRowKey; label: string; value: string; taxId?: string };

export type TotalsRowsInput = {
  /** As `calculateTotals` returned them for the same discount, tax and currency. */
  totals: Totals;
  /** The discount percent as entered: it appears in its label ('Discount (10%)'). */
  discountPercentage: NumberInput;
  currency: string;
  type: DocumentKind;
  /** The subtotal is then the net the prices imply, and is labelled so. */
  pricesIncludeTax?: boolean;
};

export type TotalsRows = {
  /** Subtotal, then Discount and each tax when above 0, then Rounding when not 0. */
  rows: TotalsRow[];
  /** 'Total Due' on an invoice, 'Quote Total' on a quote, 'Total Credit' on a credit note. */
  grandTotal: TotalsRow;
};

/** A real minus sign, so a negative never prints as a hyphen ('−$5.00', not '-$5.00'). */
const MINUS_SIGN = '\u2212';

const HUNDRED = new MoneyDecimal(100);

const GRAND_TOTAL_LABEL: Record<DocumentKind, string> = {
  invoice: 'Total Due',
  quote: 'Quote Total',
  credit_note: 'Total Credit',
};

/**
 * The totals block as printed, one implementation for the page and the PDF so both show the same
 * lines with the same words and signs.
 */
export function totalsRows({
  totals,
  discountPercentage,
  currency,
  type,
  pricesIncludeTax = false,
}: TotalsRowsInput): TotalsRows {
  const money = (amount: string): string => formatMoney(amount, currency);
  const discount = new MoneyDecimal(totals.discount);
  const rounding = new MoneyDecimal(totals.rounding);

  const subtotalLabel = pricesIncludeTax ? 'Net amount' : 'Subtotal';
  const rows: TotalsRow[] = [{ key: 'subtotal', label: subtotalLabel, value: money(totals.subtotal) }];
  // calculateTotals caps the discount at 100%; the label says what was applied.
  if (discount.greaterThan(0)) {
    rows.push({
      key: 'discount',
      label: `Discount (${percent(discountPercentage, HUNDRED)})`,
      value: `${MINUS_SIGN}${money(totals.discount)}`,
    });
  }
  for (const tax of totals.taxBreakdown) {
    if (!new MoneyDecimal(tax.amount).greaterThan(0)) continue;
    rows.push({
      key: 'tax',
      label: `${tax.name.trim() || 'Tax'} (${tax.rate}%)`,
      value: money(tax.amount),
      taxId: tax.id,
    });
  }
  if (!rounding.isZero()) {
    const sign = rounding.isNegative() ? MINUS_SIGN : '+';
    rows.push({ key: 'rounding', label: 'Rounding', value: `${sign}${money(rounding.abs().toFixed())}` });
  }

  return {
    rows,
    grandTotal: { key: 'total', label: GRAND_TOTAL_LABEL[type], value: money(totals.total) },
  };
}

/** The percent as typed ('8.25%'), without the trailing zeros a form may add ('10.00' → '10%'). */
function percent(input: NumberInput, max: MoneyDecimal): string {
  return `${MoneyDecimal.min(toMoneyDecimal(input), max).toFixed()}%`;
}
