import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function SignupPage() {
  return <PlaceholderPage title="Sign Up" description="Create your Paydraft account." />;
}
