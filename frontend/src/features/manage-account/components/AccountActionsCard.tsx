import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useSectionHref } from '../../../shared/dashboard-links/dashboardBase';
import { PasswordDialog } from './PasswordDialog';

/** 'Account Actions': the password dialog and the way to the subscription section. */
export function AccountActionsCard({ user }: { user: SessionUser }) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const sectionHref = useSectionHref();
  return (
    <Card title="Account Actions" className="account-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {user.hasPassword
            ? 'Change the password you sign in with. Your other devices are signed out.'
            : 'You sign in with Google. Set a password to sign in with your email address too.'}
        </Typography.Paragraph>
        <Button icon={<LockOutlined />} onClick={() => setPasswordOpen(true)} block>
          {user.hasPassword ? 'Change Password' : 'Set Password'}
        </Button>
        <ButtonLink to={sectionHref('subscription')} icon={<CreditCardOutlined />} block>
          Manage Subscription
        </ButtonLink>
      </Flex>
      <PasswordDialog
        open={passwordOpen}
        hasPassword={user.hasPassword}
        onClose={() => setPasswordOpen(false)}
      />
    </Card>
  );
}
