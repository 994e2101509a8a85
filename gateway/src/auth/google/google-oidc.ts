import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { PendingGoogleSignIn } from './google-state-cookie';

/** The verified Google account a sign-in names. */
/** A verified Google account: `name` and `picture` (https only) when the profile scope gave them. */
export type GoogleIdentity = { subject: string; email: string; name: string; picture: string };

export type GoogleOidcOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/**
 * Google sign-in as OpenID Connect through openid-client: discovery (once, retried after a failure),
 * the authorization URL with PKCE, state and nonce, the code grant, and ID tokens checked against the
 * issuer's JWKS. Plain http is allowed only for a local issuer (tests and npm start).
 */
export class GoogleOidc {
  private configuration?: Promise<oidc.Configuration>;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: GoogleOidcOptions) {}

  async start(): Promise<{ url: string; pending: PendingGoogleSignIn }> {
    const config = await this.discovered();
    const pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /** The code grant for the callback URL the browser brought back; throws on any mismatch. */
  async finish(callbackUrl: URL, pending: PendingGoogleSignIn): Promise<GoogleIdentity> {
    const config = await this.discovered();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    return identityOf(tokens.claims());
  }

  /** An ID token from Google's button: signed by the issuer's keys, for this client, not expired. */
  async verifyCredential(credential: string): Promise<GoogleIdentity> {
    const config = await this.discovered();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    const { payload } = await jwtVerify(credential, this.jwks, {
      issuer: metadata.issuer,
      audience: this.options.clientId,
    });
    return identityOf(payload);
  }

  private discovered(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.options.issuer),
        this.options.clientId,
        this.options.clientSecret,
        undefined,
        new URL(this.options.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        // Forget a failed discovery, so the issuer being down once does not disable sign-in for good.
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}

/** Only an address Google has verified may create or link an account. */
function identityOf(claims: JWTPayload | oidc.IDToken | undefined): GoogleIdentity {
  const subject = claims?.sub;
  const email = claims?.email;
  if (typeof subject !== 'string' || !subject || typeof email !== 'string' || !email) {
    throw new Error('the ID token names no subject or email');
  }
  if (claims?.email_verified !== true) throw new Error('the email of the Google account is not verified');
  return { subject, email, name: textClaim(claims.name), picture: httpsUrlClaim(claims.picture) };
}

function textClaim(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
}

/** The page shows the picture as an image: only an https address is kept, never a script or data URL. */
function httpsUrlClaim(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '';
  try {
    return new URL(value).protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}
