import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { MORE_LINKS } from '../../shared/layout/navLinks';

// Real links as labels: the menu's arrow-key navigation focuses the <a> inside each item, so
// Enter, clicks and "open in new tab" all behave as links do.
const items: MenuProps['items'] = MORE_LINKS.map((item) => ({
  key: item.to,
  label: <Link to={item.to}>{item.label}</Link>,
}));

/** The medium-width 'More' menu. */
export function MoreMenu() {
  const { pathname } = useLocation();
  const holdsCurrentPage = MORE_LINKS.some((item) => item.to === pathname);

  return (
    <Dropdown menu={{ items, selectable: false }} trigger={['click']} autoFocus>
      <Button
        type="text"
        className={holdsCurrentPage ? 'top-nav__more top-nav__more--active' : 'top-nav__more'}
      >
        More <DownOutlined />
      </Button>
    </Dropdown>
  );
}
