import type { Client } from '../api/clientsApi';

/** The structured address as printed on an envelope: its lines, postal code and city, region. */
export function postalAddressOf(client: Pick<Client, 'address_lines' | 'postal_code' | 'city' | 'region'>) {
  const place = [client.postal_code, client.city].filter(Boolean).join(' ');
  return [...(client.address_lines ?? []), place, client.region ?? '']
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
