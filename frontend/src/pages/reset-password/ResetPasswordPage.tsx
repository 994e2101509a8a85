import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { AuthCard, ResetPasswordForm, useDelayedRedirect } from '../../features/auth';

/** After a reset the login page opens 2 seconds later. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

const requestNewLink = <Link to={PATHS.forgotPassword}>Request a new reset link</Link>;

/** /reset-password?token=...: sets a new password with the link from the mail. */
export function ResetPasswordPage() {
  usePageMeta(PAGE_META[PATHS.resetPassword]);
  const token = useSearchParams()[0].get('token');
  const [done, setDone] = useState<string | null>(null);
  useDelayedRedirect(done ? PATHS.login : null, LOGIN_REDIRECT_DELAY_MS);

  if (!token) {
    return (
      <AuthCard title="Invalid reset link" footer={requestNewLink}>
        <Typography.Paragraph>
          This link has no reset token. Links from our email are used whole; request a new one to continue.
        </Typography.Paragraph>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={!done && requestNewLink}
    >
      {done ? (
        <Alert type="success" showIcon title={done} description="Redirecting to login..." />
      ) : (
        <ResetPasswordForm token={token} onReset={setDone} />
      )}
    </AuthCard>
  );
}
