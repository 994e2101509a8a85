import { calculateTotals } from '@paydraft/invoice-core';
import { taxLineRecord, type TaxLineRecord, type TaxRecord } from './money-model-records';

/** What the totals are computed from, in the stored names. */
export type TotalsContent = {
  items: readonly { qty: string; price: string; taxIds: readonly string[]; discountPercentage: string }[];
  taxes: readonly TaxRecord[];
  pricesIncludeTax: boolean;
  discountPercentage: string;
  taxRate: string;
  currency: string;
};

export type DocumentTotals = {
  totalAmount: string;
  subtotal: string;
  discountAmount: string;
  taxBreakdown: TaxLineRecord[];
  taxAmount: string;
  rounding: string;
};

/**
 * invoice-core's totals of a document. Without taxes it is the spec's computation (one tax of
 * taxRate on every line), so a document saved before the money model totals as it always did.
 */
export function documentTotals(content: TotalsContent): DocumentTotals {
  const hasTaxes = content.taxes.length > 0;
  const totals = calculateTotals({
    items: content.items.map((item) => ({
      qty: item.qty,
      price: item.price,
      discount_percentage: item.discountPercentage,
      // A document with taxes has each line's written out (the gateway resolves an omitted list).
      tax_ids: hasTaxes ? item.taxIds : undefined,
    })),
    discountPercentage: content.discountPercentage,
    taxRate: content.taxRate,
    taxes: content.taxes,
    pricesIncludeTax: content.pricesIncludeTax,
    currency: content.currency,
  });
  return {
    totalAmount: totals.total,
    subtotal: totals.subtotal,
    discountAmount: totals.discount,
    taxBreakdown: totals.taxBreakdown.map(taxLineRecord),
    taxAmount: totals.tax,
    rounding: totals.rounding,
  };
}
