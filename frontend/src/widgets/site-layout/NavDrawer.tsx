import { Divider, Drawer } from 'antd';
import { AuthActions } from './AuthActions';
import { Brand } from '../../shared/layout/Brand';
import { ALL_LINKS } from '../../shared/layout/navLinks';
import { NavItemLink } from './NavItemLink';

type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/** The small-screen slide-in panel with every link and the account buttons. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={<Brand onClick={onClose} />}
      styles={{ body: { display: 'flex', flexDirection: 'column', padding: 16 } }}
    >
      <nav aria-label="Main">
        <ul className="drawer-nav">
          {ALL_LINKS.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className="drawer-nav__link" onClick={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <Divider style={{ margin: '12px 0 16px' }} />
      <AuthActions stacked onNavigate={onClose} />
    </Drawer>
  );
}
