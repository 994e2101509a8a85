import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" description="Your documents, clients and account." />;
}
