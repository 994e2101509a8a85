import type { SessionUser } from '../../../shared/session/sessionUser';
import { useSubscriptionStatusQuery } from '../../../entities/plan';
import { planColor, planLabel } from '../model/planLabel';

/** The account's plan as billing decides it (GET /api/stripe/subscription-status), with its colour. */
export function useAccountPlan(user: SessionUser) {
  const status = useSubscriptionStatusQuery();
  const label = planLabel(user, status.data?.planLabel);
  return { label, color: planColor(label), loading: status.isLoading };
}
