import { positiveDecimalText } from './non-negative-number';
import { amountTextProblem } from './amount-bounds';
import { tooLongMessage } from './field-messages';
import { isRatedCategory, VAT_CATEGORY_NAMES, type VatCategory } from '../document/vat-category';

export const MAX_TAXES = 5;
export const MAX_LINE_TAXES = 3;

export const TAX_ID_MESSAGE = 'Tax id must be 1 to 40 letters, digits, - or _';
export const TAX_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const TAX_NAME = { field: 'Tax name', max: 40 } as const;
export const TAX_RATE_BOUNDS = { label: 'Tax rate', max: 100, unit: '%' } as const;

/** EN 16931 wants a rate of 0 where the category says why no VAT is charged. */
export const zeroRateMessage = (category: VatCategory) =>
  `A tax of category ${category} (${VAT_CATEGORY_NAMES[category]}) must have a rate of 0%`;

/** A tax as a form holds it: the rate as typed, blank for none. */
export type TaxDraft = {
  id: string;
  name: string;
  rate: string | number | null;
  category: VatCategory;
};

/**
 * What taxSchema says about a tax as a form holds it, in its words and order, without zod: the
 * builder checks taxes while typing on its first load, which zod would weigh down. The server
 * checks the same tax with taxSchema and stays the authority.
 */
export function taxProblems(tax: TaxDraft): string[] {
  const problems: string[] = [];
  if (!TAX_ID_PATTERN.test(tax.id)) problems.push(TAX_ID_MESSAGE);
  if (tax.name.length > TAX_NAME.max) problems.push(tooLongMessage(TAX_NAME.field, TAX_NAME.max));
  const rate = positiveDecimalText(tax.rate);
  const rateProblem = rate === null ? undefined : amountTextProblem(rate, TAX_RATE_BOUNDS);
  if (rateProblem) problems.push(rateProblem);
  // As in taxSchema, the category's rule is checked once the rate itself is acceptable.
  if (!rateProblem && !isRatedCategory(tax.category) && rate !== null)
    problems.push(zeroRateMessage(tax.category));
  return problems;
}
