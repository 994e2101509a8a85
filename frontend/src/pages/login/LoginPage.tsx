import { Alert, Divider, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import {
  AuthCard,
  GoogleSignInButton,
  LoginForm,
  SessionCheck,
  useSignedInRedirect,
  loginQueryErrorMessage,
} from '../../features/auth';

/** /login: sign in by email or username and password, or with Google. */
export function LoginPage() {
  usePageMeta(PAGE_META[PATHS.login]);
  const [params] = useSearchParams();
  const verifying = useSignedInRedirect(params.get('skipChecks') === 'true');
  const queryError = loginQueryErrorMessage(params.get('error'));

  return (
    <AuthCard
      title="Log In"
      subtitle="Welcome back! Sign in to manage your invoices and quotes."
      footer={
        <Typography.Text>
          Don&apos;t have an account? <Link to={PATHS.signup}>Sign up</Link>
        </Typography.Text>
      }
    >
      {verifying ? (
        <SessionCheck label="Checking your session..." />
      ) : (
        <>
          {queryError && <Alert type="error" showIcon title={queryError} className="auth-form__alert" />}
          <LoginForm />
          <Divider plain>or</Divider>
          <GoogleSignInButton />
        </>
      )}
    </AuthCard>
  );
}
