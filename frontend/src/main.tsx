import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import {
  buildTimeSessionState,
  HYDRATING_ATTRIBUTE,
  prerenderedSession,
  withHydrationSignal,
} from './app/prerender/hydration';
import { createAppRouter, routes } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { SESSION_HINT_ATTRIBUTE } from '@paydraft/invoice-core';
import { restoreSession } from './entities/account';
import { storedSessionApplied } from './shared/session/sessionSlice';
import { readStoredSession } from './shared/session/storedSession';
import './shared/styles/global.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain an element with id "root"');
}

const app = (store: AppStore, router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const builtAs = prerenderedSession(container);
if (builtAs) {
  // A page rendered at build time (docs/prerendering.md): hydrated in the state it was built in, signed
  // out; the visitor's stored session comes in once the page has hydrated.
  const store = makeStore({ session: buildTimeSessionState(builtAs) });
  const onHydrated = () => {
    container.removeAttribute(HYDRATING_ATTRIBUTE);
    store.dispatch(storedSessionApplied(readStoredSession()));
    // The header shows the stored session now (a store update renders at once): its buttons may show.
    container.removeAttribute(SESSION_HINT_ATTRIBUTE);
    void store.dispatch(restoreSession());
  };
  container.setAttribute(HYDRATING_ATTRIBUTE, '');
  hydrateRoot(container, app(store, createBrowserRouter(withHydrationSignal(routes, onHydrated))));
} else {
  const store = makeStore();
  void store.dispatch(restoreSession());
  createRoot(container).render(app(store, createAppRouter()));
}
