import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { AuthActions } from './AuthActions';
import { Brand } from '../../shared/layout/Brand';
import { useOpenedOnce } from '../../shared/hooks/useOpenedOnce';
import { MoreMenu } from './MoreMenu';
import { PRIMARY_LINKS, SECONDARY_LINKS } from '../../shared/layout/navLinks';
import { NavItemLink } from './NavItemLink';
import { useHideOnScroll } from './useHideOnScroll';
import { useNavMode, type NavMode } from './useNavMode';

// antd's Drawer only on the first tap of 'Menu': most visits never open it, and every route loads the header.
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

/** The fixed site header: it slides away while reading down and returns on scrolling up. */
export function TopNav() {
  const mode = useNavMode();
  const hiddenByScroll = useHideOnScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);

  const hidden = hiddenByScroll && !drawerOpen;
  const unsized = mode === 'unsized';
  const classes = [
    'top-nav',
    ...(hidden ? ['top-nav--hidden'] : []),
    ...(unsized ? ['top-nav--unsized'] : []),
  ];

  return (
    <header className={classes.join(' ')}>
      <div className="top-nav__inner">
        <Brand />
        {(mode === 'drawer' || unsized) && (
          <Button
            className="top-nav__menu-button"
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
          >
            Menu
          </Button>
        )}
        {mode !== 'drawer' && (
          <>
            <InlineLinks mode={mode} />
            <div className="top-nav__actions">
              <AuthActions />
            </div>
          </>
        )}
      </div>
      {mode === 'drawer' && drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** The inline links of the wide and medium headers; unsized, both sets, for the CSS to choose. */
function InlineLinks({ mode }: { mode: Exclude<NavMode, 'drawer'> }) {
  const secondary = mode === 'compact' ? [] : SECONDARY_LINKS;
  return (
    <nav aria-label="Main" className="top-nav__links">
      <ul>
        {PRIMARY_LINKS.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} className="top-nav__link" />
          </li>
        ))}
        {secondary.map((item) => (
          <li key={item.to} className="top-nav__wide-only">
            <NavItemLink item={item} className="top-nav__link" />
          </li>
        ))}
        {mode !== 'full' && (
          <li className="top-nav__compact-only">
            <MoreMenu />
          </li>
        )}
      </ul>
    </nav>
  );
}
