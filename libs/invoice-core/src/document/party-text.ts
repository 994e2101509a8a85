import { countryName } from '../rules/country';
import type { Party } from './party.schema';

/**
 * A structured party as the free text the spec's sender_info/receiver_info hold: name, address lines,
 * postal code and city on one line, region, country name and 'VAT: …', leaving out what is empty.
 * A saved document whose user typed no sender or receiver text gets this from its snapshot.
 */
export function partyText(party: Party): string {
  return [
    party.name,
    ...party.address_lines,
    [party.postal_code, party.city].filter(Boolean).join(' '),
    party.region,
    countryName(party.country),
    party.vat_id && `VAT: ${party.vat_id}`,
  ]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
