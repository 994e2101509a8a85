import type { TaxLine } from '@paydraft/invoice-core';
import { type Wording, wordingOf } from '../document-wording';

/** The notes the law or the reader needs: reverse charge when a line is charged under AE, inclusive prices. */
export function legalNotes(
  breakdown: TaxLine[],
  pricesIncludeTax: boolean,
  wording: Wording = wordingOf('en-US'),
): string[] {
  const notes: string[] = [];
  if (breakdown.some((tax) => tax.category === 'AE')) notes.push(wording.reverseChargeNote);
  if (pricesIncludeTax) notes.push(wording.pricesIncludeTaxNote);
  return notes;
}
