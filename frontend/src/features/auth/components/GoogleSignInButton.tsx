import { GoogleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePublicConfigQuery } from '../../../entities/account';

/** The gateway path that starts Google sign-in; a full page navigation, not a fetch. */
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';

const UNAVAILABLE_ID = 'google-sign-in-unavailable';

/**
 * "Continue with Google": the browser goes to the gateway, then to Google, and comes back on
 * /auth/callback. Disabled, with the reason under it, when the server has no Google client set up.
 */
export function GoogleSignInButton() {
  const { data: config, isLoading, isError } = usePublicConfigQuery();
  const [leaving, setLeaving] = useState(false);
  const enabled = config?.google.enabled === true;
  const unavailable = !isLoading && !enabled;

  useEffect(() => {
    // Back from Google's page out of the browser's page cache: the button must work again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <div>
      <Button
        block
        size="large"
        icon={<GoogleOutlined />}
        disabled={!enabled}
        loading={isLoading || leaving}
        aria-describedby={unavailable ? UNAVAILABLE_ID : undefined}
        onClick={() => {
          setLeaving(true);
          window.location.assign(GOOGLE_SIGN_IN_PATH);
        }}
      >
        Continue with Google
      </Button>
      {unavailable && (
        <Typography.Paragraph id={UNAVAILABLE_ID} type="secondary" className="auth-google__note">
          {isError
            ? 'Google sign-in is unavailable right now. Please use your email or username.'
            : 'Google sign-in is not set up on this server. Please use your email or username.'}
        </Typography.Paragraph>
      )}
    </div>
  );
}
