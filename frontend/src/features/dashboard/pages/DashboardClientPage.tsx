import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function DashboardClientPage() {
  return <PlaceholderPage title="Client" description="A client and its documents." />;
}
