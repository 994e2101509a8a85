import { BillingRpc, ErrorCode, Plan, type Caller } from '@paydraft/contracts';
import { RpcClient, RpcError } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { EntitlementCache } from './entitlement-cache';

/** What the caller carries of billing's answer: the plan, and when a lapsed Pro ended (0 if never). */
export type CallerPlan = Pick<Caller, 'plan' | 'planEndedAt'>;

/**
 * The plan of a signed-in user, as billing says (cached per user until billing announces a change).
 * When billing cannot answer, the plan is UNSPECIFIED: routes that need one answer a retryable 503
 * (billing.plan_unknown), and every other route keeps working.
 */
export class PlanResolver {
  constructor(
    private readonly rpc: RpcClient,
    readonly cache: EntitlementCache<CallerPlan>,
    private readonly logger: Logger,
  ) {}

  async planOf(userId: string): Promise<CallerPlan> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    const generation = this.cache.generation(userId);
    try {
      // No retry: this is on the path of every signed-in request, and most routes need no plan at all.
      const reply = await this.rpc.request(BillingRpc.entitlement, { userId }, { retries: 0 });
      const entitlement = { plan: reply.plan, planEndedAt: reply.planEndedAt };
      this.cache.set(userId, entitlement, generation);
      return entitlement;
    } catch (error) {
      if (!(error instanceof RpcError) || error.code !== ErrorCode.UNAVAILABLE) throw error;
      this.logger.warn({ err: error, userId }, 'billing did not answer: plan unknown for this request');
      return { plan: Plan.UNSPECIFIED, planEndedAt: 0n };
    }
  }
}
