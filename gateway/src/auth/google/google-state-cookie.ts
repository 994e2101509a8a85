import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';

/** What the callback needs from the start of one sign-in: kept by the browser, not the gateway. */
export type PendingGoogleSignIn = { state: string; nonce: string; codeVerifier: string };

export const GOOGLE_STATE_COOKIE = 'paydraft_google_oidc';

/** Long enough to pick an account at Google, short enough that a stray cookie soon stops working. */
export const GOOGLE_STATE_TTL_SECONDS = 10 * 60;

/**
 * The pending sign-in as an HMAC-signed, expiring cookie value, so any gateway instance can finish a
 * sign-in another one started. The key is derived from the client secret (no new secret to manage)
 * under its own label, so the cookie signature is never a use of the secret itself.
 */
export class GoogleStateCookie {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', clientSecret, '', 'paydraft google state cookie', 32));
  }

  seal(pending: PendingGoogleSignIn, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ ...pending, exp: now + GOOGLE_STATE_TTL_SECONDS * 1000 }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The pending sign-in, or undefined when the value is missing, altered or expired. */
  open(value: string | undefined, now = Date.now()): PendingGoogleSignIn | undefined {
    const [payload, signature] = (value ?? '').split('.');
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isPending(parsed) || parsed.exp <= now) return undefined;
    return { state: parsed.state, nonce: parsed.nonce, codeVerifier: parsed.codeVerifier };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

function isPending(value: unknown): value is PendingGoogleSignIn & { exp: number } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.state === 'string' &&
    typeof record.nonce === 'string' &&
    typeof record.codeVerifier === 'string' &&
    typeof record.exp === 'number'
  );
}

/**
 * One cookie's value from a Cookie header, parsed by `cookie` (the package Express's `response.cookie`
 * writes it with): quoted values and stray percent signs are read as browsers send them, never thrown on.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return parse(header ?? '')[name];
}
