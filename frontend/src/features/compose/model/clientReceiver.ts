import type { Client } from '../../clients/api/clientsApi';

/** The receiver text of a picked client, one per line: business name, contact, address, phone, email (spec). */
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
