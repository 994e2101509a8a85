import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import {
  selectDashboardAccess,
  selectSessionLoaded,
  selectSessionToken,
} from '../../shared/session/sessionSlice';
import { authApi, statusOf } from '../../entities/account';
import { useLapsedPlan } from '../../entities/plan';

/**
 * Where the access guard stands ("Access guard"):
 * - `checking`: the stored session or the stats probe has not answered yet;
 * - `signed-out`: no session at all, so the visitor belongs on /login;
 * - `session-ended`: the token was refused (401) or the session ended in this tab: the sign-in-needed
 *   screen;
 * - `needs-plan`: the probe answered 403 and the user never had a plan, so /plan;
 * - `lapsed`: the probe answered 403 and billing says the user's Pro ended: in, read-only;
 * - `failed`: the probe could not be made (network, server error);
 * - `granted`: 200, or `skipChecks=true` in the query.
 */
export type DashboardAccessState =
  'checking' | 'signed-out' | 'session-ended' | 'needs-plan' | 'lapsed' | 'failed' | 'granted';

export function useDashboardAccess(): { state: DashboardAccessState; retry: () => void } {
  const loaded = useAppSelector(selectSessionLoaded);
  const token = useAppSelector(selectSessionToken);
  // 'denied' without a token: this tab had a session that ended (refused at start or by a call, or
  // logged out); a visitor who never signed in here is still 'unknown'.
  const sessionEnded = useAppSelector(selectDashboardAccess) === 'denied';
  const [params] = useSearchParams();
  const skipChecks = params.get('skipChecks') === 'true';

  const probe = authApi.endpoints.accessProbe.useQuery(undefined, {
    skip: !loaded || !token || skipChecks,
    // Every visit asks again: a plan bought or ended since the last answer must count.
    refetchOnMountOrArgChange: true,
  });

  // The stats probe stays the spec's (403 without a plan); whether that 403 is a lapse is billing's word.
  const refused = probe.isError && statusOf(probe.error) === 403;
  const lapsed = useLapsedPlan(!refused);

  const state = ((): DashboardAccessState => {
    if (!loaded) return 'checking';
    if (!token) return sessionEnded ? 'session-ended' : 'signed-out';
    if (skipChecks || probe.isSuccess) return 'granted';
    if (!probe.isError) return 'checking';
    const status = statusOf(probe.error);
    if (status === 403) return lapsed.checking ? 'checking' : lapsed.lapse ? 'lapsed' : 'needs-plan';
    // A 401 also signs out (the base query does), which lands in 'session-ended' above.
    if (status === 401) return 'session-ended';
    return 'failed';
  })();

  return { state, retry: () => void probe.refetch() };
}
