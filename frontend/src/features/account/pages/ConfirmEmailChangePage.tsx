import { PlaceholderPage } from '../../../shared/components/PlaceholderPage';

export function ConfirmEmailChangePage() {
  return <PlaceholderPage title="Confirm Email Change" description="Confirming the new address of your account." />;
}
