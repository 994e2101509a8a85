import type { SessionUser } from '../../../entities/account/model/sessionUser';
import { useSubscriptionStatusQuery } from '../../../entities/plan/api/billingApi';
import { planColor, planLabel } from '../model/planLabel';

/** The account's plan as billing decides it (GET /api/stripe/subscription-status), with its colour. */
export function useAccountPlan(user: SessionUser) {
  const status = useSubscriptionStatusQuery();
  const label = planLabel(user, status.data?.planLabel);
  return { label, color: planColor(label), loading: status.isLoading };
}
