import { Plan } from '@paydraft/contracts';
import { signCallerToken } from '../src/auth/signed-token';
import { TEST_AUTH_TOKEN_SECRET } from './gateway-fixture';

/** A bearer token the fixture's gateway accepts, for a user of the given plan: sign-in until accounts exist. */
export function issueTestToken(userId: string, plan: Plan = Plan.PRO): string {
  return signCallerToken({ userId, plan }, TEST_AUTH_TOKEN_SECRET);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
