import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../shared/components/PageLoader';
import './AppLayout.css';

/**
 * Pages that bring their own chrome (the dashboards' side menus, the public document view,
 * the sign-in return page) and so skip the site header and footer.
 */
export function StandaloneLayout() {
  return (
    <main className="app-standalone">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
