import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { AuthActions } from './AuthActions';
import { Brand } from '../../shared/layout/Brand';
import { MoreMenu } from './MoreMenu';
import { NavDrawer } from './NavDrawer';
import { PRIMARY_LINKS, SECONDARY_LINKS } from '../../shared/layout/navLinks';
import { NavItemLink } from './NavItemLink';
import { useHideOnScroll } from './useHideOnScroll';
import { useNavMode } from './useNavMode';

/** The fixed site header: it slides away while reading down and returns on scrolling up. */
export function TopNav() {
  const mode = useNavMode();
  const hiddenByScroll = useHideOnScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const inlineLinks = mode === 'full' ? [...PRIMARY_LINKS, ...SECONDARY_LINKS] : PRIMARY_LINKS;
  const hidden = hiddenByScroll && !drawerOpen;

  return (
    <header className={hidden ? 'top-nav top-nav--hidden' : 'top-nav'}>
      <div className="top-nav__inner">
        <Brand />
        {mode === 'drawer' ? (
          <Button
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
          >
            Menu
          </Button>
        ) : (
          <>
            <nav aria-label="Main" className="top-nav__links">
              <ul>
                {inlineLinks.map((item) => (
                  <li key={item.to}>
                    <NavItemLink item={item} className="top-nav__link" />
                  </li>
                ))}
                {mode === 'compact' && (
                  <li>
                    <MoreMenu />
                  </li>
                )}
              </ul>
            </nav>
            <AuthActions />
          </>
        )}
      </div>
      {mode === 'drawer' && <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}
