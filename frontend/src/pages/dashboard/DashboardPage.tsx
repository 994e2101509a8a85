import { useSearchParams } from 'react-router';
import { CheckoutReturnNotice, LapsedPlanBanner, RenewToContinue } from '../../features/billing';
import { useLapsedPlan } from '../../entities/plan';
import { authApi } from '../../entities/account';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { RequireDashboardAccess } from '../../features/dashboard-access';
import { DASHBOARD_SECTIONS } from '../dashboard-sections';
import { sectionFromQuery, type SectionKey } from '../../shared/dashboard-links/sectionKeys';
import { DashboardShell } from '../../widgets/dashboard-shell';

/** /dashboard?section=…: the signed-in area, one section at a time. */
export function DashboardPage() {
  return (
    <RequireDashboardAccess>
      <DashboardSectionView />
    </RequireDashboardAccess>
  );
}

function DashboardSectionView() {
  const [params] = useSearchParams();
  // A user the probe let in has a plan; otherwise (a lapse, or skipChecks) billing says whether it lapsed.
  const admitted = authApi.endpoints.accessProbe.useQueryState().isSuccess;
  const { lapse } = useLapsedPlan(admitted);
  const key = readableSection(sectionFromQuery(params.get('section')), lapse !== undefined);
  const { title, Component } = DASHBOARD_SECTIONS[key];
  useDocumentTitle(`${title} · Dashboard`);

  return (
    <DashboardShell
      sections={DASHBOARD_SECTIONS}
      active={key}
      title={title}
      banner={lapse && <LapsedPlanBanner lapse={lapse} />}
    >
      {params.get('checkout') === 'success' && <CheckoutReturnNotice />}
      {lapse && LAPSED_REFUSED.has(key) ? <RenewToContinue /> : <Component />}
    </DashboardShell>
  );
}

/** Sections a lapsed user cannot use: making documents, and the overview's counts (the stats probe). */
const LAPSED_REFUSED: ReadonlySet<SectionKey> = new Set(['create']);

/** A lapsed user's overview is their past documents: the counts and activity are for running plans. */
function readableSection(key: SectionKey, lapsed: boolean): SectionKey {
  return lapsed && key === 'overview' ? 'history' : key;
}
