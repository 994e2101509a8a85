import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { AppStore } from '../../../app/store';
import { renderWithProviders } from '../../../test/renderWithProviders';

/** Stands in for the pages an auth page sends the user on to, naming where it landed. */
function Landing() {
  const { pathname, search } = useLocation();
  return <h1>Landed on {pathname + search}</h1>;
}

/** Renders `page` at `route`, with every other path a landing that names itself. */
export function renderAuthPage(page: ReactElement, route: string, store?: AppStore) {
  const path = new URL(route, 'http://localhost').pathname;
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { route, store, detachedStyles: true },
  );
}
