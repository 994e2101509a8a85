/** The dashboard's sections in menu order; `?section=` picks one. */
export const SECTION_KEYS = [
  'overview',
  'create',
  'history',
  'recurring',
  'convert',
  'clients',
  'preferences',
  'account',
  'subscription',
  'contact',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export const DEFAULT_SECTION: SectionKey = 'overview';

/** The section a query value names; anything else (missing, misspelt) is the overview. */
export function sectionFromQuery(value: string | null): SectionKey {
  return SECTION_KEYS.find((key) => key === value) ?? DEFAULT_SECTION;
}

/** Where the dashboard lives unless a frame says otherwise (the demo's is /trial-dashboard). */
export const DASHBOARD_BASE = '/dashboard';

/** The address of a section. Navigation inside the dashboard skips the access probe. */
export function sectionHref(key: SectionKey, base: string = DASHBOARD_BASE): string {
  return `${base}?section=${key}&skipChecks=true`;
}

/**
 * The client detail page under the dashboard's base path (the demo's is /trial-dashboard; see
 * useClientHref); navigation inside the dashboard skips the access probe.
 */
export const clientHref = (id: string, base: string = DASHBOARD_BASE) =>
  `${base}/clients/${encodeURIComponent(id)}?skipChecks=true`;
