import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { AuthCard, SignupForm, useDelayedRedirect } from '../../features/auth';

/** After sign-up the plan page opens 2 seconds later, so the confirmation can be read. */
export const PLAN_REDIRECT_DELAY_MS = 2000;

/** /signup: account creation. */
export function SignupPage() {
  usePageMeta(PAGE_META[PATHS.signup]);
  const [created, setCreated] = useState(false);
  useDelayedRedirect(created ? PATHS.plan : null, PLAN_REDIRECT_DELAY_MS);

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your free Paydraft account."
      footer={
        // Once the account exists, "already have an account?" would only confuse.
        !created && (
          <Typography.Text>
            Already have an account? <Link to={PATHS.login}>Log in</Link>
          </Typography.Text>
        )
      }
    >
      {created ? (
        <Alert
          type="success"
          showIcon
          title="Account created successfully! Redirecting to plan selection..."
        />
      ) : (
        <SignupForm onCreated={() => setCreated(true)} />
      )}
    </AuthCard>
  );
}
