import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function ResetPasswordPage() {
  return <PlaceholderPage title="Reset Password" description="Choose a new password." />;
}
