import { AccountPanel } from '../../features/manage-account';

export function AccountSection() {
  return <AccountPanel />;
}
