import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { signedIn, signedOut, userUpdated, type SessionState } from './sessionSlice';
import { writeStoredSession } from './storedSession';

/** What follows a change of session, outside the reducers. */
export const sessionListeners = createListenerMiddleware();

// Mirrors the session into local storage, so a reload or a new tab keeps it.
sessionListeners.startListening({
  matcher: isAnyOf(signedIn, signedOut, userUpdated),
  effect: (_action, listenerApi) => {
    const { user, token } = (listenerApi.getState() as { session: SessionState }).session;
    writeStoredSession(user && token ? { user, token } : null);
  },
});

// The next user of this tab must not see the previous one's cached documents or clients.
sessionListeners.startListening({
  actionCreator: signedOut,
  effect: async (_action, listenerApi) => {
    // One task later: a call answered 401 signs out before it returns, and resetting at once would
    // abort it, so its caller would get an AbortError instead of 'Authentication expired'.
    await listenerApi.delay(0);
    listenerApi.dispatch(api.util.resetApiState());
  },
});
