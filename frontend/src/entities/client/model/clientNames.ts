import type { Client } from '../api/clientsApi';
import { DASHBOARD_BASE } from '../../../shared/dashboard-links/sectionKeys';

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

/**
 * The client detail page under the dashboard's base path (the demo's is /trial-dashboard; see
 * useClientHref); navigation inside the dashboard skips the access probe (spec).
 */
export const clientHref = (id: string, base: string = DASHBOARD_BASE) =>
  `${base}/clients/${encodeURIComponent(id)}?skipChecks=true`;
