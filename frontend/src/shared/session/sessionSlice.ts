import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './sessionUser';
import { readStoredSession, type StoredSession } from './storedSession';

/** Whether the stats probe let the user into the dashboard; `unknown` until it has answered. */
export type DashboardAccess = 'unknown' | 'granted' | 'denied';

export type SessionState = {
  user: SessionUser | null;
  token: string | null;
  /** False while a stored session is being checked with the server at start. */
  loaded: boolean;
  dashboardAccess: DashboardAccess;
};

/** The session at start, from what a previous visit stored (null: none). */
function sessionFrom(stored: StoredSession | null): SessionState {
  return {
    user: stored?.user ?? null,
    token: stored?.token ?? null,
    loaded: stored === null,
    dashboardAccess: 'unknown',
  };
}

const initialSession = (): SessionState => sessionFrom(readStoredSession());

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    /** A prerendered page, hydrated as it was built, takes the stored session only then. */
    storedSessionApplied(_state, action: PayloadAction<StoredSession | null>) {
      return sessionFrom(action.payload);
    },
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

export const { storedSessionApplied, signedIn, userUpdated, signedOut, dashboardAccessChecked } =
  sessionSlice.actions;
export const {
  selectSessionUser,
  selectSessionToken,
  selectSessionLoaded,
  selectDashboardAccess,
  selectIsSignedIn,
} = sessionSlice.selectors;
