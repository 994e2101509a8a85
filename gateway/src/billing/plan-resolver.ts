import { BillingRpc, ErrorCode, Plan } from '@paydraft/contracts';
import { RpcClient, RpcError } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { EntitlementCache } from './entitlement-cache';

/**
 * The plan of a signed-in user, as billing says (cached per user until billing announces a change).
 * When billing cannot answer, the plan is UNSPECIFIED: routes that need one answer a retryable 503
 * (billing.plan_unknown), and every other route keeps working.
 */
export class PlanResolver {
  constructor(
    private readonly rpc: RpcClient,
    readonly cache: EntitlementCache,
    private readonly logger: Logger,
  ) {}

  async planOf(userId: string): Promise<Plan> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    const generation = this.cache.generation(userId);
    try {
      // No retry: this is on the path of every signed-in request, and most routes need no plan at all.
      const { plan } = await this.rpc.request(BillingRpc.entitlement, { userId }, { retries: 0 });
      this.cache.set(userId, plan, generation);
      return plan;
    } catch (error) {
      if (!(error instanceof RpcError) || error.code !== ErrorCode.UNAVAILABLE) throw error;
      this.logger.warn({ err: error, userId }, 'billing did not answer: plan unknown for this request');
      return Plan.UNSPECIFIED;
    }
  }
}
