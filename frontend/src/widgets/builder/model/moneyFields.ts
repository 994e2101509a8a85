import {
  DEFAULT_VAT_CATEGORY,
  MAX_LINE_TAXES,
  type PaymentDetails,
  type Party,
  type VatCategory,
} from '@paydraft/invoice-core';

/** One tax of the document as the builder edits it; the rate stays the text typed. */
export type TaxRow = {
  id: string;
  name: string;
  rate: string | null;
  category: VatCategory;
  compound: boolean;
};

/** A seller or buyer as the 'More details' fields hold it (the document's snake_case names). */
export type PartyFields = Party;

/** How the buyer pays, as the 'More details' fields hold it. */
export type PaymentFields = PaymentDetails;

export const EMPTY_PARTY: PartyFields = {
  name: '',
  address_lines: [],
  postal_code: '',
  city: '',
  region: '',
  country: '',
  vat_id: '',
  registration_id: '',
  email: '',
  phone: '',
};

export const EMPTY_PAYMENT: PaymentFields = {
  iban: '',
  bic: '',
  account_name: '',
  reference: '',
  instructions: '',
};

/** Something was typed in one of the fields (an address line of spaces counts as nothing). */
export const isFilled = (fields: Record<string, string | string[]>): boolean =>
  Object.values(fields).some((value) =>
    Array.isArray(value) ? value.some((line) => line.trim() !== '') : value.trim() !== '',
  );

/** The address lines to send: the typed ones, without blank lines. */
export const addressLinesOf = (party: PartyFields): string[] =>
  party.address_lines.filter((line) => line.trim() !== '');

/** A new tax: the first one carries over the single 'Tax rate (%)' typed before it. */
export const newTax = (
  id: string,
  { first, taxRate }: { first: boolean; taxRate: string | null },
): TaxRow => ({
  id,
  name: first ? 'Tax' : '',
  rate: first ? taxRate : null,
  category: DEFAULT_VAT_CATEGORY,
  compound: false,
});

/**
 * The taxes a new line pays: the default tax, or with none marked, every non-compound tax (as the
 * API reads a line that names none).
 */
export function newLineTaxIds(taxes: readonly TaxRow[], defaultTaxId: string | null): string[] {
  if (defaultTaxId !== null && taxes.some((tax) => tax.id === defaultTaxId)) return [defaultTaxId];
  return taxes
    .filter((tax) => !tax.compound)
    .map((tax) => tax.id)
    .slice(0, MAX_LINE_TAXES);
}

/** A line's taxes with `taxId` switched on or off; a 4th tax is not taken. */
export function toggledTaxIds(taxIds: readonly string[], taxId: string): string[] {
  if (taxIds.includes(taxId)) return taxIds.filter((id) => id !== taxId);
  if (taxIds.length >= MAX_LINE_TAXES) return [...taxIds];
  return [...taxIds, taxId];
}
