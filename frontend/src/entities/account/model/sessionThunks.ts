import { createAsyncThunk } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  dashboardAccessChecked,
  signedIn,
  signedOut,
  userUpdated,
  type SessionState,
} from '../../../shared/session/sessionSlice';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import { PATHS } from '../../../shared/paths';
import { authApi, type SessionReply } from '../api/authApi';

type SessionThunkApi = { state: { session: SessionState } };

/**
 * The stats probe: 200 gives access, 403 none, 401 ends the session (the base query
 * does that), a network error none. Returns whether the user may open the dashboard.
 */
export const checkDashboardAccess = createAsyncThunk<boolean, void, SessionThunkApi>(
  'session/checkDashboardAccess',
  async (_arg, { dispatch }) => {
    const probe = dispatch(authApi.endpoints.accessProbe.initiate(undefined, { forceRefetch: true }));
    const { isSuccess } = await probe;
    probe.unsubscribe();
    dispatch(dashboardAccessChecked(isSuccess));
    return isSuccess;
  },
);

/** At start: a stored user and token are checked with GET /api/auth/me; any failure signs out. */
export const restoreSession = createAsyncThunk<void, void, SessionThunkApi>(
  'session/restore',
  async (_arg, { dispatch, getState }) => {
    const { user, token } = getState().session;
    if (!user || !token) return;
    const me = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    const result = await me;
    me.unsubscribe();
    if (!result.data) {
      dispatch(signedOut());
      return;
    }
    dispatch(userUpdated(result.data.user));
    await dispatch(checkDashboardAccess());
  },
);

/** After sign-in, sign-up or Google: keep the session, record the event, and learn the access. */
export const completeSignIn = createAsyncThunk<
  boolean,
  { reply: SessionReply; method: 'email' | 'google'; isNewUser?: boolean },
  SessionThunkApi
>('session/completeSignIn', async ({ reply, method, isNewUser = false }, { dispatch }) => {
  dispatch(signedIn({ user: reply.user, token: reply.token }));
  trackEvent(isNewUser ? AnalyticsEvent.SignUp : AnalyticsEvent.Login, { method });
  return dispatch(checkDashboardAccess()).unwrap();
});

/**
 * Where a signed-in user belongs: the dashboard when the stats probe lets them in, otherwise the plan
 * page; null when there is no session, or the probe found it expired (the base query then ended it).
 */
export const resolveSignedInDestination = createAsyncThunk<string | null, void, SessionThunkApi>(
  'session/resolveSignedInDestination',
  async (_arg, { dispatch, getState }) => {
    if (!getState().session.token) return null;
    const access = await dispatch(checkDashboardAccess()).unwrap();
    if (!getState().session.token) return null;
    return access ? PATHS.dashboard : PATHS.plan;
  },
);

/** Ends the session on the server too (its token is refused from then on), then forgets it here. */
export const signOut = createAsyncThunk<void, void, SessionThunkApi>(
  'session/signOut',
  async (_arg, { dispatch, getState }) => {
    if (getState().session.token) {
      // The session is forgotten here even when the server cannot be reached.
      await dispatch(authApi.endpoints.logout.initiate()).catch(() => undefined);
    }
    dispatch(signedOut());
  },
);

/** The HTTP status of a failed call, or a word for failures that never got one. */
export function statusOf(error: unknown): number | 'network' | 'other' {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  if (typeof status === 'number') return status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  return 'other';
}
