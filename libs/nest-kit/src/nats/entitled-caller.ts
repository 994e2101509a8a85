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

/** A Free caller whose Pro subscription or trial ended (billing says when): it keeps reading its own data. */
export function isLapsed(caller: Caller): boolean {
  return caller.plan === Plan.FREE && caller.planEndedAt > 0n;
}

const LAPSED_REFUSAL: EntitlementRefusal = {
  reason: ServiceErrorReasons.PLAN_LAPSED,
  message: 'Your plan has ended. Renew your plan to create, edit or send documents and clients.',
};

function signedInCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new ServiceException(ServiceErrorReasons.CALLER_REQUIRED, 'Please sign in to continue.');
  return caller;
}

/**
 * For a Pro-only handler in the owning service: `requireEntitledCaller(caller)` after `@Caller()`.
 * Refuses a Free caller with 403, whatever the gateway let through: billing.plan_lapsed ("Renew your
 * plan") when its plan ended, billing.no_plan when it never had one.
 */
export function requireEntitledCaller(caller: Caller | undefined): Caller {
  const signedIn = signedInCaller(caller);
  const refusal = isLapsed(signedIn) ? LAPSED_REFUSAL : entitlementRefusal(signedIn.plan);
  if (refusal) throw new ServiceException(refusal.reason, refusal.message);
  return signedIn;
}

/**
 * For a handler that only reads the caller's own documents or clients (list, open, PDF): an entitled
 * caller, or a lapsed one. A caller who never had a plan is refused as requireEntitledCaller does.
 */
export function requireReadingCaller(caller: Caller | undefined): Caller {
  const signedIn = signedInCaller(caller);
  return isLapsed(signedIn) ? signedIn : requireEntitledCaller(signedIn);
}
