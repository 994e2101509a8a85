import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a session token says: whose session, which one, and until when (Unix seconds). */
export type SessionClaims = { sub: string; sid: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

/** A compact HS256 JWT. Hand-written (a dozen lines) rather than a library: one algorithm, no key lookup. */
export function signSessionToken(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/**
 * The claims of a token signed with one of `secrets` (the current one, then the previous one during a
 * rotation), or undefined when it is malformed, forged, uses another header (no `alg: none`) or has
 * expired. Whether its session is still open is the caller's question.
 */
export function verifySessionToken(
  token: string,
  secrets: readonly string[],
  now = Date.now(),
): SessionClaims | undefined {
  const [header, payload, given, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !given || rest.length > 0) return undefined;
  const givenBytes = Buffer.from(given, 'base64url');
  const signedWithOne = secrets.some((secret) => {
    const expected = signature(`${header}.${payload}`, secret);
    return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected);
  });
  if (!signedWithOne) return undefined;
  const claims = parseClaims(Buffer.from(payload, 'base64url').toString('utf8'));
  return claims && claims.exp * 1000 > now ? claims : undefined;
}

function parseClaims(json: string): SessionClaims | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sub, sid, iat, exp } = value as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !sub || !sid) return undefined;
    if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    return { sub, sid, iat, exp };
  } catch {
    return undefined;
  }
}
