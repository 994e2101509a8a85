import { create } from '@bufbuild/protobuf';
import { CallerSchema, Plan, type Caller } from '@paydraft/contracts';
import { randomBytes } from 'node:crypto';
import { Authenticator } from '../src/auth/authenticator';

/**
 * Callers the tests made up, by token. The fixture's gateways run in the test's own process, so a
 * map is all a test needs to be signed in as any user on any plan, without the auth and billing
 * services; no secret, no signature, and nothing of it in the gateway's own code.
 */
const callers = new Map<string, Caller>();

/** A bearer token the fixture's gateways accept as this user, on this plan. */
export function issueTestToken(userId: string, plan: Plan = Plan.PRO, planEndedAt = 0n): string {
  const token = `test-caller-${randomBytes(16).toString('base64url')}`;
  callers.set(token, create(CallerSchema, { userId, plan, planEndedAt }));
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fixture's authenticator: a test's made-up caller, or else whatever the real sessions say. */
export class TestCallersAuthenticator extends Authenticator {
  constructor(private readonly sessions: Authenticator) {
    super();
  }

  async authenticate(token: string): Promise<Caller | undefined> {
    return callers.get(token) ?? this.sessions.authenticate(token);
  }
}
