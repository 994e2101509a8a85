// First: zod's setting must be in place before any module makes a schema.
import './shared/lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { restoreSession } from './entities/account';
import './shared/styles/global.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain an element with id "root"');
}

const store = makeStore();
void store.dispatch(restoreSession());

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
