import { lazy, type ComponentType } from 'react';
import { DASHBOARD_SECTIONS, type DashboardSection } from '../../dashboard/dashboardSections';
import type { SectionKey } from '../../../shared/dashboard-links/sectionKeys';

const section = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The demo's sections: the dashboard's own, except the overview (plus the privacy notice), the
 * account (plus the sample usage) and the subscription (the plan choice, as the spec's demo has it).
 */
export const DEMO_SECTIONS: Record<SectionKey, DashboardSection> = {
  ...DASHBOARD_SECTIONS,
  overview: {
    ...DASHBOARD_SECTIONS.overview,
    Component: section(() => import('./DemoOverviewSection').then((m) => m.DemoOverviewSection)),
  },
  account: {
    ...DASHBOARD_SECTIONS.account,
    Component: section(() => import('./DemoAccountSection').then((m) => m.DemoAccountSection)),
  },
  subscription: {
    ...DASHBOARD_SECTIONS.subscription,
    Component: section(() => import('./DemoPlanSection').then((m) => m.DemoPlanSection)),
  },
};
