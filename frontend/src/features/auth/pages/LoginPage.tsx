import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage title="Log In" description="Sign in with your email or username, or with Google." />;
}
