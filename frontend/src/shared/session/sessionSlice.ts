import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './sessionUser';
import { readStoredSession } from './storedSession';

/** Whether the stats probe let the user into the dashboard; `unknown` until it has answered. */
export type DashboardAccess = 'unknown' | 'granted' | 'denied';

export type SessionState = {
  user: SessionUser | null;
  token: string | null;
  /** False while a stored session is being checked with the server at start. */
  loaded: boolean;
  dashboardAccess: DashboardAccess;
};

function initialSession(): SessionState {
  const stored = readStoredSession();
  return {
    user: stored?.user ?? null,
    token: stored?.token ?? null,
    loaded: stored === null,
    dashboardAccess: 'unknown',
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.loaded = true;
      state.dashboardAccess = 'unknown';
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.loaded = true;
    },
    signedOut(state) {
      state.user = null;
      state.token = null;
      state.loaded = true;
      state.dashboardAccess = 'denied';
    },
    dashboardAccessChecked(state, action: PayloadAction<boolean>) {
      state.dashboardAccess = action.payload ? 'granted' : 'denied';
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionToken: (state) => state.token,
    selectSessionLoaded: (state) => state.loaded,
    selectDashboardAccess: (state) => state.dashboardAccess,
    selectIsSignedIn: (state) => state.token !== null && state.user !== null,
  },
});

export const { signedIn, userUpdated, signedOut, dashboardAccessChecked } = sessionSlice.actions;
export const {
  selectSessionUser,
  selectSessionToken,
  selectSessionLoaded,
  selectDashboardAccess,
  selectIsSignedIn,
} = sessionSlice.selectors;
