import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { sectionFromQuery } from '../../shared/dashboard-links/sectionKeys';
import { DashboardShell } from '../../widgets/dashboard-shell';
import { DemoBanner } from './components/DemoBanner';
import { DemoHeaderActions } from './components/DemoHeaderActions';
import { DEMO_SECTIONS } from './sections/demoSections';

/** /trial-dashboard?section=…: the dashboard's shell and sections on sample data, no access probe. */
export function DemoDashboardPage() {
  const [params] = useSearchParams();
  const key = sectionFromQuery(params.get('section'));
  const { title, Component } = DEMO_SECTIONS[key];
  useDocumentTitle(`${title} · Demo Dashboard`);

  return (
    <DashboardShell
      sections={DEMO_SECTIONS}
      active={key}
      title={title}
      banner={<DemoBanner />}
      headerActions={<DemoHeaderActions />}
      signedIn={false}
    >
      <Component />
    </DashboardShell>
  );
}
