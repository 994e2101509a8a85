import { useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ClientDetail } from '../../widgets/clients';
import { DashboardShell } from '../../widgets/dashboard-shell';
import { DEMO_SECTIONS } from './sections/demoSections';
import { DemoBanner } from './components/DemoBanner';
import { DemoHeaderActions } from './components/DemoHeaderActions';

/** /trial-dashboard/clients/:clientId: the real client detail on a sample client. */
export function DemoClientPage() {
  useDocumentTitle('Client · Demo Dashboard');
  const { clientId = '' } = useParams();
  return (
    <DashboardShell
      sections={DEMO_SECTIONS}
      active="clients"
      title="Client"
      banner={<DemoBanner />}
      headerActions={<DemoHeaderActions />}
      signedIn={false}
    >
      <ClientDetail clientId={clientId} />
    </DashboardShell>
  );
}
