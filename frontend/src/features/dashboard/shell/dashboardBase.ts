import { createContext, useCallback, useContext } from 'react';
import { DASHBOARD_BASE, sectionHref, type SectionKey } from '../sections/sectionKeys';

/** The path the dashboard's frame lives at: /dashboard, or /trial-dashboard for the demo. */
export const DashboardBaseContext = createContext(DASHBOARD_BASE);

export const useDashboardBase = () => useContext(DashboardBaseContext);

/** sectionHref under the current frame's base path. */
export function useSectionHref() {
  const base = useDashboardBase();
  return useCallback((key: SectionKey) => sectionHref(key, base), [base]);
}
