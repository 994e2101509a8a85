export { PLANS, PRO_BENEFITS, termsFor } from './model/plans';
export type { Plan } from './model/plans';
export {
  useAskForTeamPlansMutation,
  useCreateCheckoutSessionMutation,
  useCreateCustomerPortalSessionMutation,
  useCreateLifetimeCheckoutSessionMutation,
  useSubscriptionStatusQuery,
  useTrialEligibilityQuery,
} from './api/billingApi';
export type { LifetimePurchase, SubscriptionStatusReply } from './api/billingApi';
export { formatCents, formatStripeDate, planOfSubscription } from './model/planOfSubscription';
export type { UserPlan } from './model/planOfSubscription';
export type { LapsedPlan } from './model/lapsedPlan';
export { useLapsedPlan } from './hooks/useLapsedPlan';
