import { DEFAULT_VAT_CATEGORY, VAT_CATEGORIES, type VatCategory } from '../document/vat-category';
import type { NumberInput } from '../rules/non-negative-number';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';

/** A tax as a page or a stored document gives it: anything missing or malformed counts as empty. */
export type TaxInput = {
  id: string;
  name?: string;
  rate?: NumberInput;
  category?: string;
  compound?: boolean;
};

/** A tax ready for the maths: rate as an exact decimal percent, capped at 100. */
export type Tax = { id: string; name: string; rate: MoneyDecimal; category: VatCategory; compound: boolean };

/** Lines with the same set of taxes: the unit EN 16931 splits a document allowance by (BG-20). */
export type TaxGroup = { taxIds: readonly string[]; lineIndexes: number[] };

const HUNDRED = new MoneyDecimal(100);

/** The spec's single tax, named as the PDF has always printed it ('Tax (8.25%)'). */
export const LEGACY_TAX_ID = 'tax';

/**
 * The document's taxes. Without any, the spec's `tax_rate` is one standard tax on every line, so a
 * simple document computes exactly as before.
 */
export function effectiveTaxes(taxes: readonly TaxInput[] | undefined, taxRate: NumberInput): Tax[] {
  if (!taxes || taxes.length === 0) {
    // Uncapped, as the spec's rate always was: the schema refuses above 100% before it gets here.
    return [
      { id: LEGACY_TAX_ID, name: 'Tax', rate: toMoneyDecimal(taxRate), category: 'S', compound: false },
    ];
  }
  const seen = new Set<string>();
  return taxes
    .filter((tax) => !seen.has(tax.id) && seen.add(tax.id))
    .map((tax) => ({
      id: tax.id,
      name: tax.name ?? '',
      rate: percentOf(tax.rate),
      category: categoryOf(tax.category),
      compound: tax.compound === true,
    }));
}

/**
 * The ids of the taxes a line pays, in the document's order: those it names that exist, or, when it
 * names none (omitted), every non-compound tax of the document.
 */
export function lineTaxIds(taxes: readonly Tax[], named: readonly string[] | undefined): string[] {
  if (named === undefined) return taxes.filter((tax) => !tax.compound).map((tax) => tax.id);
  const wanted = new Set(named);
  return taxes.filter((tax) => wanted.has(tax.id)).map((tax) => tax.id);
}

/** The lines grouped by their set of taxes, in the order each set first appears. */
export function groupByTaxes(lineTaxes: readonly (readonly string[])[]): TaxGroup[] {
  const groups = new Map<string, TaxGroup>();
  lineTaxes.forEach((taxIds, index) => {
    const key = taxIds.join('\u0000');
    const group = groups.get(key) ?? { taxIds, lineIndexes: [] };
    group.lineIndexes.push(index);
    groups.set(key, group);
  });
  return [...groups.values()];
}

function percentOf(input: NumberInput): MoneyDecimal {
  return MoneyDecimal.min(toMoneyDecimal(input), HUNDRED);
}

function categoryOf(input: string | undefined): VatCategory {
  return (VAT_CATEGORIES as readonly string[]).includes(input ?? '')
    ? (input as VatCategory)
    : DEFAULT_VAT_CATEGORY;
}
