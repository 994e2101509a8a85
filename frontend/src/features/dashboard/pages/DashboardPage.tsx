import { useSearchParams } from 'react-router';
import { CheckoutReturnNotice } from '../../billing/components/CheckoutReturnNotice';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { RequireDashboardAccess } from '../guard/RequireDashboardAccess';
import { DASHBOARD_SECTIONS } from '../sections/dashboardSections';
import { sectionFromQuery } from '../sections/sectionKeys';
import { DashboardShell } from '../shell/DashboardShell';

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
  const key = sectionFromQuery(params.get('section'));
  const { title, Component } = DASHBOARD_SECTIONS[key];
  useDocumentTitle(`${title} · Dashboard`);

  return (
    <DashboardShell active={key} title={title}>
      {params.get('checkout') === 'success' && <CheckoutReturnNotice />}
      <Component />
    </DashboardShell>
  );
}
