import { AccountPanel } from '../../account';

export function AccountSection() {
  return <AccountPanel />;
}
