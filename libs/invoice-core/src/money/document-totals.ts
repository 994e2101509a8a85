import type { NumberInput } from '../rules/non-negative-number';
import { calculateTotals, type Totals, type TotalsItem } from './calculate-totals';
import type { TaxInput } from './tax-groups';

/** The fields of a document (the API's snake_case JSON) that decide its totals. */
export type DocumentMoneyFields = {
  items: readonly TotalsItem[];
  discount_percentage?: NumberInput;
  tax_rate?: NumberInput;
  taxes?: readonly TaxInput[];
  prices_include_tax?: boolean;
  currency: string;
};

/** calculateTotals for a document as the API and the builder name its fields. */
export function documentTotals(document: DocumentMoneyFields): Totals {
  return calculateTotals({
    items: document.items,
    discountPercentage: document.discount_percentage,
    taxRate: document.tax_rate,
    taxes: document.taxes,
    pricesIncludeTax: document.prices_include_tax,
    currency: document.currency,
  });
}
