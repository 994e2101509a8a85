import { Card, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { useAccountPlan } from '../hooks/useAccountPlan';
import { memberSince } from '../model/memberSince';
import { EmailField } from './EmailField';
import { UsernameField } from './UsernameField';

type AccountInformationCardProps = {
  user: SessionUser;
  onResult: (type: 'success' | 'error', text: string) => void;
};

function AccountRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-field">
      <dt className="account-field__label">{label}</dt>
      <dd className="account-field__content">{children}</dd>
    </div>
  );
}

/** 'Account Information': address, username, member since and plan; the first two edit in place. */
export function AccountInformationCard({ user, onResult }: AccountInformationCardProps) {
  const plan = useAccountPlan(user);
  return (
    <Card title="Account Information" className="account-card">
      <dl className="account-fields">
        <AccountRow label="Email">
          <EmailField user={user} onResult={onResult} />
        </AccountRow>
        <AccountRow label="Username">
          <UsernameField user={user} onResult={onResult} />
        </AccountRow>
        <AccountRow label="Member since">
          <Typography.Text>{memberSince(user.createdAt)}</Typography.Text>
        </AccountRow>
        <AccountRow label="Plan">
          {plan.loading ? (
            <Skeleton.Button active size="small" aria-label="Loading plan" />
          ) : (
            <Tag color={plan.color} className="account-plan">
              {plan.label}
            </Tag>
          )}
        </AccountRow>
      </dl>
    </Card>
  );
}
