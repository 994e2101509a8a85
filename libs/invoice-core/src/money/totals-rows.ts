import {
  ENGLISH_LABELS,
  formatPercent,
  type LabelKey,
  type LabelLocale,
  type LanguageTag,
  type Translate,
} from '@paydraft/i18n';
import type { NumberInput } from '../rules/non-negative-number';
import type { TaxLine, Totals } from './calculate-totals';
import { LEGACY_TAX_ID } from './tax-groups';
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
  /** The words and formats of the document's language; the page's English (en-US) by default. */
  locale?: LabelLocale;
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
  locale = ENGLISH_LABELS,
}: TotalsRowsInput): TotalsRows {
  const { language, t } = locale;
  const money = (amount: string): string => formatMoney(amount, currency, language);
  const discount = new MoneyDecimal(totals.discount);
  const rounding = new MoneyDecimal(totals.rounding);

  const subtotalLabel = t(pricesIncludeTax ? 'common:totals.netAmount' : 'common:totals.subtotal');
  const rows: TotalsRow[] = [{ key: 'subtotal', label: subtotalLabel, value: money(totals.subtotal) }];
  // calculateTotals caps the discount at 100%; the label says what was applied.
  if (discount.greaterThan(0)) {
    rows.push({
      key: 'discount',
      label: t('common:totals.discount', { percent: percent(discountPercentage, HUNDRED, language) }),
      value: `${MINUS_SIGN}${money(totals.discount)}`,
    });
  }
  for (const tax of totals.taxBreakdown) {
    if (!new MoneyDecimal(tax.amount).greaterThan(0)) continue;
    rows.push({
      key: 'tax',
      label: `${taxLabel(tax, t)} (${formatPercent(tax.rate, language)})`,
      value: money(tax.amount),
      taxId: tax.id,
    });
  }
  if (!rounding.isZero()) {
    const sign = rounding.isNegative() ? MINUS_SIGN : '+';
    rows.push({
      key: 'rounding',
      label: t('common:totals.rounding'),
      value: `${sign}${money(rounding.abs().toFixed())}`,
    });
  }

  return {
    rows,
    grandTotal: { key: 'total', label: t(`common:totals.grandTotal.${type}`), value: money(totals.total) },
  };
}

/**
 * The percent as typed ('8.25%'), without the trailing zeros a form may add ('10.00' → '10%'), written
 * as the language writes percentages ('10 %' in German).
 */
function percent(input: NumberInput, max: MoneyDecimal, language: LanguageTag): string {
  return formatPercent(MoneyDecimal.min(toMoneyDecimal(input), max).toFixed(), language);
}

/**
 * A tax's name as the owner typed it; 'Tax' in the document's language when they typed none, and for
 * the single legacy rate, which invoice-core itself names 'Tax'.
 */
function taxLabel(tax: Pick<TaxLine, 'id' | 'name'>, t: Translate<LabelKey>): string {
  const name = tax.name.trim();
  const ours = name === '' || (tax.id === LEGACY_TAX_ID && name === 'Tax');
  return ours ? t('common:totals.tax') : name;
}
