import type { TaxLine } from '@paydraft/invoice-core';
import { formatPercent, type LanguageTag } from '@paydraft/i18n';
import { type Wording, wordingOf } from '../document-wording';

/**
 * What the tax column prints for each line: its taxes' rates ('19%'), named when the document's
 * taxes have different names ('GST 5% + QST 9.975%'). Empty when every line pays the same taxes:
 * the column is then left out, the totals already say it.
 */
export function lineTaxLabels(
  lineTaxIds: readonly (readonly string[])[],
  breakdown: TaxLine[],
  language: LanguageTag = 'en-US',
): string[] {
  const wording = wordingOf(language);
  const keys = new Set(lineTaxIds.map((ids) => [...ids].sort().join('\u0000')));
  if (keys.size < 2) return [];
  const named = new Set(breakdown.map((tax) => taxName(tax, wording))).size > 1;
  return lineTaxIds.map((ids) => {
    const wanted = new Set(ids);
    // The breakdown holds every tax some line pays, in the document's order.
    const labels = breakdown
      .filter((tax) => wanted.has(tax.id))
      .map((tax) => {
        const rate = formatPercent(tax.rate, language);
        return named ? `${taxName(tax, wording)} ${rate}` : rate;
      });
    return labels.length > 0 ? labels.join(' + ') : wording.noTax;
  });
}

export const taxName = (tax: Pick<TaxLine, 'name'>, wording: Wording = wordingOf('en-US')): string =>
  tax.name.trim() || wording.tax;
