import type { Party as PartyMessage } from '@paydraft/contracts';
import type { Party } from '@paydraft/invoice-core';

/** A seller or buyer as the contracts carry it (a message, or a record of its fields). */
export type PartyFields = Omit<PartyMessage, '$typeName' | '$unknown'>;

/** A seller or buyer in the API's and invoice-core's names (snake_case), as the schemas and writers read it. */
export function partyJsonOf(party: PartyFields): Party {
  return {
    name: party.name,
    address_lines: [...party.addressLines],
    postal_code: party.postalCode,
    city: party.city,
    region: party.region,
    country: party.country,
    vat_id: party.vatId,
    registration_id: party.registrationId,
    email: party.email,
    phone: party.phone,
  };
}
