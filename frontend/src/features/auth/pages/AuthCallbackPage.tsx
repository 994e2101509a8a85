import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function AuthCallbackPage() {
  return <PlaceholderPage title="Signing In" description="Processing Google authentication." />;
}
