import type { Party } from '@paydraft/contracts';
import { countryName } from '@paydraft/invoice-core';
import { type Wording, wordingOf } from '../document-wording';

/** Letters and digits only, upper-cased: 'DE 136 695 976' and 'de136695976' are the same number. */
const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/**
 * The party's VAT and registration numbers as lines under its block, leaving out any the free text
 * already shows (however it was spaced).
 */
export function partyIdLines(
  party: Party | undefined,
  freeText: string,
  wording: Wording = wordingOf('en-US'),
): string[] {
  if (!party) return [];
  const typed = compact(freeText);
  return [
    [wording.vatNumber, party.vatId.trim()],
    [wording.registrationNumber, party.registrationId.trim()],
  ]
    .filter(([, id]) => id !== '' && !typed.includes(compact(id)))
    .map(([label, id]) => `${label} ${id}`);
}

/** The block as typed; without free text, the structured party's name and address. */
export function partyText(freeText: string, party: Party | undefined): string {
  const typed = freeText.trim();
  if (typed || !party) return typed;
  return [
    party.name,
    ...party.addressLines,
    `${party.postalCode.trim()} ${party.city.trim()}`,
    party.region,
    countryName(party.country),
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
