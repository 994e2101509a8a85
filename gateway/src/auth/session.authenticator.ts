import { create } from '@bufbuild/protobuf';
import { AuthRpc, CallerSchema, ErrorCode, type Caller } from '@paydraft/contracts';
import { RpcClient, RpcError, userPlan } from '@paydraft/nest-kit';
import { PlanResolver } from '../billing/plan-resolver';
import { Authenticator } from './authenticator';

/**
 * 43 base64url characters (256 random bits): the only shape a session token has. Anything else, such
 * as a signed token of the format before, is refused without a call.
 */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Asks the auth service about every bearer token (whether it names a session that is still open). Nothing is cached, so a session ended by logout, a password change or a reset is refused on
 * the very next request; the price is one NATS round trip per signed-in request (about a millisecond
 * here, see docs/performance.md#sign-in). The plan comes from billing, cached per user until
 * billing announces a change (PlanResolver); testers are Lifetime without asking.
 */
export class SessionAuthenticator extends Authenticator {
  constructor(
    private readonly rpc: RpcClient,
    private readonly plans: PlanResolver,
  ) {
    super();
  }

  async authenticate(token: string): Promise<Caller | undefined> {
    if (!SESSION_TOKEN_SHAPE.test(token)) return undefined;
    try {
      const session = await this.rpc.request(AuthRpc.verifyToken, { token });
      // The plan is billing's to say (a tester's is Lifetime), never the token's.
      const plan = await userPlan(session.isTester, () => this.plans.planOf(session.userId));
      return create(CallerSchema, { userId: session.userId, sessionId: session.sessionId, ...plan });
    } catch (error) {
      // Only "not a valid session" is a 401; the auth service being down stays a 503, not a sign-out.
      if (error instanceof RpcError && error.code === ErrorCode.UNAUTHENTICATED) return undefined;
      throw error;
    }
  }
}
