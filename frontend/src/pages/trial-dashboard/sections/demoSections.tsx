import { DASHBOARD_SECTIONS } from '../../dashboard-sections';
import { lazySection as section, type SectionRegistry } from '../../../widgets/dashboard-shell';

/**
 * The demo's sections: the dashboard's own, except the overview (plus the privacy notice), the
 * account (plus the sample usage) and the subscription (the plan choice, as the spec's demo has it).
 */
export const DEMO_SECTIONS: SectionRegistry = {
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
