import { formatPercent } from '@paydraft/i18n';
import { LEGACY_TAX_ID, type Totals, type TotalsRow } from '@paydraft/invoice-core';
import { Decimal } from 'decimal.js';
import type { PublicLocale } from './locale';
import { money } from './money';

/** A real minus sign, as invoice-core's totalsRows prints it ('−$5.00'). */
const MINUS_SIGN = '\u2212';

type Options = {
  /** The document discount as entered: its label names it ('Discount (10%)'), at most 100%. */
  discountPercentage: string;
  currency: string;
  pricesIncludeTax: boolean;
  locale: PublicLocale;
};

/**
 * invoice-core's totalsRows (the lines the PDF prints: Subtotal, Discount, each tax, Rounding) in the
 * document's language: its labels from the catalogue, its amounts and percentages by Intl.
 */
export function localTotalsRows(
  totals: Totals,
  { discountPercentage, currency, pricesIncludeTax, locale }: Options,
): TotalsRow[] {
  const { t, language } = locale;
  const amount = (value: string) => money(value, currency, locale);
  const percent = (value: string) => formatPercent(value, language);
  const rows: TotalsRow[] = [
    {
      key: 'subtotal',
      label: pricesIncludeTax ? t('common:totals.netAmount') : t('common:totals.subtotal'),
      value: amount(totals.subtotal),
    },
  ];
  if (new Decimal(totals.discount).greaterThan(0)) {
    const applied = Decimal.min(new Decimal(discountPercentage || '0'), 100).toFixed();
    rows.push({
      key: 'discount',
      label: t('common:totals.discount', { percent: percent(applied) }),
      value: `${MINUS_SIGN}${amount(totals.discount)}`,
    });
  }
  for (const tax of totals.taxBreakdown) {
    if (!new Decimal(tax.amount).greaterThan(0)) continue;
    // A document's single legacy rate is named 'Tax' by invoice-core: that word is ours to translate.
    const unnamed = !tax.name.trim() || (tax.id === LEGACY_TAX_ID && tax.name === 'Tax');
    const name = unnamed ? t('common:totals.tax') : tax.name.trim();
    rows.push({
      key: 'tax',
      label: `${name} (${percent(tax.rate)})`,
      value: amount(tax.amount),
      taxId: tax.id,
    });
  }
  const rounding = new Decimal(totals.rounding);
  if (!rounding.isZero()) {
    const sign = rounding.isNegative() ? MINUS_SIGN : '+';
    rows.push({
      key: 'rounding',
      label: t('common:totals.rounding'),
      value: `${sign}${amount(rounding.abs().toFixed())}`,
    });
  }
  return rows;
}
