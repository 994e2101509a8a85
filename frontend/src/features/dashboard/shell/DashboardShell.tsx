import { Drawer, Grid } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../shared/components/PageLoader';
import { Brand } from '../../../shared/layout/Brand';
import type { SectionKey } from '../sections/sectionKeys';
import { BetaTesterWelcome } from './BetaTesterWelcome';
import { DashboardHeader } from './DashboardHeader';
import { DashboardMenu } from './DashboardMenu';
import './DashboardShell.css';

type DashboardShellProps = {
  /** The menu entry to mark as current. */
  active: SectionKey;
  title: string;
  children: ReactNode;
};

/**
 * The signed-in frame: side menu (a drawer below antd's lg breakpoint, 992 px), header, content.
 * The content may load lazily; the frame stays while it does.
 */
export function DashboardShell({ active, title, children }: DashboardShellProps) {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="dashboard">
      {wide ? (
        <aside className="dashboard__sider">
          <div className="dashboard__brand">
            <Brand />
          </div>
          <DashboardMenu active={active} />
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
          <DashboardMenu active={active} onNavigate={closeDrawer} />
        </Drawer>
      )}
      <div className="dashboard__main">
        <DashboardHeader title={title} onOpenMenu={wide ? undefined : () => setDrawerOpen(true)} />
        <div className="dashboard__content">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </div>
      <BetaTesterWelcome />
    </div>
  );
}
