import type { PdfRequestInput, TotalsInput } from '@paydraft/invoice-core';
import type { BuilderState } from './builderState';
import { addressLinesOf, isFilled, type PartyFields } from './moneyFields';

type MoneyState = Pick<
  BuilderState,
  'taxes' | 'pricesIncludeTax' | 'seller' | 'buyer' | 'payment' | 'buyerReference' | 'deliveryDate'
>;

type MoneyRequest = Pick<
  PdfRequestInput,
  'taxes' | 'prices_include_tax' | 'seller' | 'buyer' | 'payment' | 'buyer_reference' | 'delivery_date'
>;

const partyOf = (party: PartyFields): PartyFields => ({
  ...party,
  address_lines: addressLinesOf(party),
});

/**
 * The money model's part of the request (issue 22): only what was used, so the spec's simple
 * document goes out exactly as before.
 */
export function moneyRequestOf(state: MoneyState): MoneyRequest {
  const request: MoneyRequest = {};
  if (state.taxes.length > 0) {
    request.taxes = state.taxes.map((tax) => ({ ...tax, name: tax.name.trim(), rate: tax.rate ?? '0' }));
  }
  if (state.pricesIncludeTax) request.prices_include_tax = true;
  if (isFilled(state.seller)) request.seller = partyOf(state.seller);
  if (isFilled(state.buyer)) request.buyer = partyOf(state.buyer);
  if (isFilled(state.payment)) request.payment = state.payment;
  if (state.buyerReference.trim() !== '') request.buyer_reference = state.buyerReference.trim();
  if (state.deliveryDate !== '') request.delivery_date = state.deliveryDate;
  return request;
}

/** What calculateTotals takes for the page's live totals: the same document the PDF is drawn from. */
type TotalsState = Pick<
  BuilderState,
  'items' | 'discountPercentage' | 'taxRate' | 'taxes' | 'pricesIncludeTax' | 'currency'
>;

export const totalsInputOf = (state: TotalsState): TotalsInput => ({
  items: state.items.map((item) => ({
    qty: item.qty,
    price: item.price,
    discount_percentage: item.discount,
    tax_ids: state.taxes.length > 0 ? item.taxIds : undefined,
  })),
  discountPercentage: state.discountPercentage,
  taxRate: state.taxRate,
  taxes: state.taxes.map((tax) => ({ ...tax, rate: tax.rate ?? '0' })),
  pricesIncludeTax: state.pricesIncludeTax,
  currency: state.currency,
});

type CheckedItem = { discount_percentage: string; unit: string; tax_ids?: readonly string[] };

/**
 * A checked item without the line fields left at their defaults (no line discount, no unit), so
 * the spec's simple document goes out, and is stored, exactly as before.
 */
export function withoutUnusedLineFields<Item extends CheckedItem>({
  discount_percentage,
  unit,
  ...item
}: Item): Omit<Item, 'discount_percentage' | 'unit'> & Partial<CheckedItem> {
  return {
    ...item,
    ...(Number(discount_percentage) > 0 ? { discount_percentage } : {}),
    ...(unit !== '' ? { unit } : {}),
  };
}
