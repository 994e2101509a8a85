import { DownOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { DropdownOnFirstUse } from '../../shared/components/DropdownOnFirstUse';
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
    <DropdownOnFirstUse menu={{ items, selectable: false }} autoFocus>
      <Button
        type="text"
        className={holdsCurrentPage ? 'top-nav__more top-nav__more--active' : 'top-nav__more'}
      >
        More <DownOutlined />
      </Button>
    </DropdownOnFirstUse>
  );
}
