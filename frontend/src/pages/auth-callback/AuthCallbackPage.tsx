import { Alert, Flex, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { useDelayedRedirect, useGoogleCallback } from '../../features/auth';
import './AuthCallbackPage.css';

/** A failed Google sign-in returns to /login after 3 seconds. */
export const LOGIN_AFTER_FAILURE_MS = 3000;

/** /auth/callback: where Google sign-in comes back to, with a one-time code for the session. */
export function AuthCallbackPage() {
  usePageMeta(PAGE_META[PATHS.authCallback]);
  const [params] = useSearchParams();
  const error = useGoogleCallback(params.get('code'), params.get('error'));
  useDelayedRedirect(error ? PATHS.login : null, LOGIN_AFTER_FAILURE_MS);

  return (
    <Flex vertical align="center" justify="center" gap={20} className="auth-callback">
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          description="Taking you back to the login page..."
          className="auth-callback__alert"
        />
      ) : (
        <div role="status">
          <Flex vertical align="center" gap={20}>
            <Spin size="large" />
            <Typography.Title level={1} className="auth-callback__title">
              Processing Google authentication
            </Typography.Title>
            <Typography.Text type="secondary">This takes only a moment.</Typography.Text>
          </Flex>
        </div>
      )}
    </Flex>
  );
}
