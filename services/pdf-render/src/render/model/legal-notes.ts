import type { TaxLine } from '@paydraft/invoice-core';
import { WORDING } from '../document-wording';

/** The notes the law or the reader needs: reverse charge when a line is charged under AE, inclusive prices. */
export function legalNotes(breakdown: TaxLine[], pricesIncludeTax: boolean): string[] {
  const notes: string[] = [];
  if (breakdown.some((tax) => tax.category === 'AE')) notes.push(WORDING.reverseChargeNote);
  if (pricesIncludeTax) notes.push(WORDING.pricesIncludeTaxNote);
  return notes;
}
