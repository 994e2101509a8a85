import type { Client } from '../api/clientsApi';

/** The name a client goes by: its business, else its contact (the spec lets both be empty). */
export const displayName = (client: Pick<Client, 'business_name' | 'contact_name'>) =>
  client.business_name || client.contact_name || 'Unnamed client';

/** Up to two letters for the avatar: the first letters of the first two words of the name. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
