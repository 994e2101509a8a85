import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" description="Request a link to reset your password." />;
}
