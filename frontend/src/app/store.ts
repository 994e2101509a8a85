import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionListeners } from './session/sessionListeners';
import { sessionSlice } from './session/sessionSlice';

const rootReducer = combineSlices(api, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

// A factory rather than a singleton alone, so each test gets a clean cache.
export const makeStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionListeners.middleware).concat(api.middleware),
    preloadedState,
  });
  // Refetch on focus and reconnect for queries that opt in.
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
