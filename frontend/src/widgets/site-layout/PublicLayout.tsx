import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../shared/components/PageLoader';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/layout/SkipLink';
import { TopNav } from './TopNav';
import './AppLayout.css';

type PublicLayoutProps = {
  /** Passed in by the app so shared code never imports a feature. */
  footerExtra?: ReactNode;
};

/** Public pages: fixed top navigation, the page, the footer. */
export function PublicLayout({ footerExtra }: PublicLayoutProps) {
  return (
    <div className="app-shell">
      <SkipLink />
      <TopNav />
      <main className="app-shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter extra={footerExtra} />
    </div>
  );
}
