import { create } from '@bufbuild/protobuf';
import { CallerSchema, Plan, type Caller } from '@paydraft/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token says: whom it is for, what the issuer knew of their plan, and until when (Unix seconds). */
type TokenClaims = { sub: string; plan: Plan; exp: number };

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * `<claims as base64url JSON>.<HMAC-SHA256 of them>`: a token the gateway can check without a call.
 * Only tests issue these for now (see Authenticator); the accounts issue brings real sessions.
 */
export function signCallerToken(
  caller: { userId: string; plan: Plan },
  secret: string,
  ttlSeconds = 3600,
): string {
  const claims: TokenClaims = {
    sub: caller.userId,
    plan: caller.plan,
    exp: Math.floor(Date.now() / 1000) + ttlSeconds,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The caller a token stands for, or undefined if it is malformed, forged or expired. */
export function verifyCallerToken(token: string, secret: string): Caller | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = parseClaims(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!claims || claims.exp * 1000 <= Date.now()) return undefined;
  return create(CallerSchema, { userId: claims.sub, plan: claims.plan });
}

function parseClaims(json: string): TokenClaims | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sub, plan, exp } = value as Record<string, unknown>;
    const knownPlan = typeof plan === 'number' && plan in Plan;
    if (typeof sub !== 'string' || sub === '' || !knownPlan || typeof exp !== 'number') return undefined;
    return { sub, plan: plan as Plan, exp };
  } catch {
    return undefined;
  }
}
