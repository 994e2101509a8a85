import { Plan, ServiceErrorReasons, type Caller, type ServiceErrorReason } from '@paydraft/contracts';
import { ServiceException } from './service-exception';

/** The plans that open the dashboard and every Pro feature (testers come as Lifetime). */
const ENTITLED_PLANS: ReadonlySet<Plan> = new Set([Plan.PRO, Plan.LIFETIME]);

export type EntitlementRefusal = { reason: ServiceErrorReason; message: string };

/**
 * Why a caller of this plan may not use a Pro feature, or undefined when it may. UNSPECIFIED means the
 * gateway could not learn the plan (billing did not answer): a retryable 503, never a Free 403.
 */
export function entitlementRefusal(plan: Plan): EntitlementRefusal | undefined {
  if (ENTITLED_PLANS.has(plan)) return undefined;
  if (plan === Plan.UNSPECIFIED) {
    return {
      reason: ServiceErrorReasons.PLAN_UNKNOWN,
      message: 'Your plan could not be checked. Please try again.',
    };
  }
  return { reason: ServiceErrorReasons.NO_PLAN, message: 'Choose a plan to use the dashboard' };
}

/**
 * For a Pro-only handler in the owning service: `requireEntitledCaller(caller)` after `@Caller()`.
 * Refuses a Free caller with 403 billing.no_plan, whatever the gateway let through.
 */
export function requireEntitledCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new ServiceException(ServiceErrorReasons.CALLER_REQUIRED, 'Please sign in to continue.');
  const refusal = entitlementRefusal(caller.plan);
  if (refusal) throw new ServiceException(refusal.reason, refusal.message);
  return caller;
}
