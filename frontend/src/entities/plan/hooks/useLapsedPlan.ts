import { useAppSelector } from '../../../shared/store/hooks';
import { selectSessionToken } from '../../../shared/session/sessionSlice';
import { useSubscriptionStatusQuery } from '../api/billingApi';
import { lapsedPlanOf, type LapsedPlan } from '../model/lapsedPlan';

/**
 * Whether the signed-in user's plan lapsed (billing's word): `checking` until billing has answered,
 * then the lapse or undefined. The answer is cached, so every dashboard section asks once.
 */
export function useLapsedPlan(skip = false): { checking: boolean; lapse: LapsedPlan | undefined } {
  const token = useAppSelector(selectSessionToken);
  const status = useSubscriptionStatusQuery(undefined, { skip: skip || !token });
  const asking = !skip && token !== null;
  return { checking: asking && !status.isSuccess && !status.isError, lapse: lapsedPlanOf(status.data) };
}
