import { useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ClientDetail } from '../../widgets/clients';
import { RequireDashboardAccess } from '../../features/dashboard-access';
import { DASHBOARD_SECTIONS } from '../dashboard-sections';
import { DashboardShell } from '../../widgets/dashboard-shell';

/** /dashboard/clients/:clientId: one client, inside the dashboard's frame and guard. */
export function DashboardClientPage() {
  useDocumentTitle('Client · Dashboard');
  const { clientId = '' } = useParams();
  return (
    <RequireDashboardAccess>
      <DashboardShell sections={DASHBOARD_SECTIONS} active="clients" title="Client">
        <ClientDetail clientId={clientId} />
      </DashboardShell>
    </RequireDashboardAccess>
  );
}
