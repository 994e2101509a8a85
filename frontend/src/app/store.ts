import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../shared/api/baseApi';
import type { ApiStoreExtra } from '../shared/api/baseQuery';
import { sessionListeners } from '../shared/session/sessionListeners';
import { sessionSlice } from '../shared/session/sessionSlice';

const rootReducer = combineSlices(api, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

// A factory rather than a singleton alone, so each test gets a clean cache.
// `extra.source` answers the api's calls instead of the network (the demo dashboard's store).
export const makeStore = (preloadedState?: Partial<RootState>, extra: ApiStoreExtra = {}) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => {
      const defaults = getDefaultMiddleware({ thunk: { extraArgument: extra } });
      // A store with its own source keeps its session to itself: nothing goes to local storage.
      const listeners = extra.source ? createListenerMiddleware() : sessionListeners;
      return defaults.prepend(listeners.middleware).concat(api.middleware);
    },
    preloadedState,
  });
  // Refetch on focus and reconnect for queries that opt in.
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
