import { isRatedCategory, VAT_CATEGORY_NAMES, type TaxLine } from '@paydraft/invoice-core';
import { formatPercent, type LanguageTag } from '@paydraft/i18n';
import { wordingOf } from '../document-wording';
import type { TaxBreakdownRow } from '../render-model';
import { taxName } from './line-taxes';

/**
 * One row per tax some line pays (EN 16931 BG-23), with what it was charged on. A category that
 * charges no rate says why ('VAT 0% · Reverse charge').
 */
export function taxBreakdownRows(
  breakdown: TaxLine[],
  money: (amount: string) => string,
  language: LanguageTag = 'en-US',
): TaxBreakdownRow[] {
  return breakdown.map((tax) => {
    const rate = `${taxName(tax, wordingOf(language))} ${formatPercent(tax.rate, language)}`;
    const label = isRatedCategory(tax.category) ? rate : `${rate} · ${VAT_CATEGORY_NAMES[tax.category]}`;
    return { label, base: money(tax.base), amount: money(tax.amount) };
  });
}
