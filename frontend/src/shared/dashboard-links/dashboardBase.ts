import { createContext, useCallback, useContext } from 'react';
import { clientHref, DASHBOARD_BASE, sectionHref, type SectionKey } from './sectionKeys';

/** The path the dashboard's frame lives at: /dashboard, or /trial-dashboard for the demo. */
export const DashboardBaseContext = createContext(DASHBOARD_BASE);

export const useDashboardBase = () => useContext(DashboardBaseContext);

/**
 * sectionHref under the current frame's base path: links inside the demo stay in the demo without
 * leaving for /dashboard first.
 */
export function useSectionHref() {
  const base = useDashboardBase();
  return useCallback((key: SectionKey) => sectionHref(key, base), [base]);
}

/** clientHref under the current frame's base path. */
export function useClientHref() {
  const base = useDashboardBase();
  return useCallback((id: string) => clientHref(id, base), [base]);
}
