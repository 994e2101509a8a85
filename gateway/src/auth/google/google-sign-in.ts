import { NotFoundException } from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import type { GatewayEnv } from '../../config/gateway.config';
import { GoogleOidc } from './google-oidc';
import { GoogleStateCookie } from './google-state-cookie';

/** Google sign-in as configured: both parts, or nothing when no client id is set. */
export class GoogleSignIn {
  constructor(readonly enabled?: { oidc: GoogleOidc; stateCookie: GoogleStateCookie; appBaseUrl: string }) {}

  /** The configured parts, or the coded 404 the page shows as "Google sign-in is not available". */
  require() {
    if (this.enabled) return this.enabled;
    throw new NotFoundException({
      message: 'Google sign-in is not configured on this server',
      code: GatewayErrorCodes.GOOGLE_SIGN_IN_OFF,
    });
  }
}

/** The callback path Google redirects back to, under the public base URL. */
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

export function googleSignInFor(config: GatewayEnv): GoogleSignIn {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return new GoogleSignIn();
  const appBaseUrl = config.APP_BASE_URL.replace(/\/+$/, '');
  return new GoogleSignIn({
    appBaseUrl,
    oidc: new GoogleOidc({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${appBaseUrl}${GOOGLE_CALLBACK_PATH}`,
    }),
    stateCookie: new GoogleStateCookie(config.GOOGLE_CLIENT_SECRET),
  });
}
