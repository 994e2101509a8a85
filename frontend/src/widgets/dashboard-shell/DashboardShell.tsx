import { Drawer, Grid } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { PageLoader } from '../../shared/components/PageLoader';
import { Brand } from '../../shared/layout/Brand';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/layout/SkipLink';
import type { SectionKey } from '../../shared/dashboard-links/sectionKeys';
import { BetaTesterWelcome } from './BetaTesterWelcome';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMenu } from './DashboardMenu';
import type { SectionRegistry } from './model/sectionRegistry';
import './DashboardShell.css';

type DashboardShellProps = {
  /** The sections of the side menu, from the page's registry. */
  sections: SectionRegistry;
  /** The menu entry to mark as current. */
  active: SectionKey;
  title: string;
  children: ReactNode;
  /** Above the header, e.g. the demo's notice that this is sample data. */
  banner?: ReactNode;
  /** Buttons at the header's end, e.g. the demo's 'Sign Up for Full Access'. */
  headerActions?: ReactNode;
  /** False in the demo, where nobody is signed in (no Logout, no tester welcome). */
  signedIn?: boolean;
};

/**
 * The signed-in frame: side menu (a drawer below antd's lg breakpoint, 992 px), header, content.
 * The content may load lazily; the frame stays while it does.
 */
export function DashboardShell({
  sections,
  active,
  title,
  children,
  banner,
  headerActions,
  signedIn = true,
}: DashboardShellProps) {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="dashboard">
      <SkipLink />
      {wide ? (
        <aside className="dashboard__sider">
          <div className="dashboard__brand">
            <Brand />
          </div>
          <DashboardMenu sections={sections} active={active} showLogout={signedIn} />
        </aside>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          placement="left"
          size={300}
          title={<Brand onClick={closeDrawer} />}
          styles={{ body: { padding: 16 } }}
        >
          <DashboardMenu sections={sections} active={active} onNavigate={closeDrawer} showLogout={signedIn} />
        </Drawer>
      )}
      <div className="dashboard__main">
        {banner}
        <DashboardHeader
          title={title}
          onOpenMenu={wide ? undefined : () => setDrawerOpen(true)}
          actions={headerActions}
        />
        <div className="dashboard__content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </div>
      {signedIn && <BetaTesterWelcome />}
    </div>
  );
}
