import { EMPTY_PARTY, isFilled, type PartyFields } from '../../builder';
import type { Client } from '../../../entities/client';

/** The receiver text of a picked client, one per line: business name, contact, address, phone, email. */
export const receiverOfClient = (
  client: Pick<
    Client,
    'business_name' | 'contact_name' | 'business_address' | 'business_phone' | 'business_email'
  >,
): string =>
  [
    client.business_name,
    client.contact_name,
    client.business_address,
    client.business_phone,
    client.business_email,
  ]
    .filter((line) => (line ?? '').trim() !== '')
    .join('\n');

/** How the picker names a client. */
export const clientLabel = (
  client: Pick<Client, 'business_name' | 'contact_name' | 'business_email'>,
): string => client.business_name || client.contact_name || client.business_email || 'Unnamed client';

const textOf = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The buyer a picked client fills in: its structured fields, with its name, email and phone beside
 * them. A client without any structured field gives an empty buyer, as its receiver text says it all.
 */
export function buyerOfClient(
  client: Pick<Client, 'business_name' | 'contact_name' | 'business_phone' | 'business_email'> &
    // Older answers lack them, and a test or a cached list may too.
    Partial<
      Pick<
        Client,
        'address_lines' | 'postal_code' | 'city' | 'region' | 'country' | 'vat_id' | 'registration_id'
      >
    >,
): PartyFields {
  const structured = {
    address_lines: (client.address_lines ?? []).map(textOf).filter((line) => line !== ''),
    postal_code: textOf(client.postal_code),
    city: textOf(client.city),
    region: textOf(client.region),
    country: textOf(client.country),
    vat_id: textOf(client.vat_id),
    registration_id: textOf(client.registration_id),
  };
  if (!isFilled(structured)) return EMPTY_PARTY;
  return {
    ...structured,
    name: textOf(client.business_name) || textOf(client.contact_name),
    email: textOf(client.business_email),
    phone: textOf(client.business_phone),
  };
}
