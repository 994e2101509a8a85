import { Tag } from 'antd';
import { NavLink } from 'react-router';
import type { NavItem } from '../../shared/layout/navLinks';

type NavItemLinkProps = {
  item: NavItem;
  className: string;
  onClick?: () => void;
};

/** A navigation link that marks the current page and shows the item's badge ('Free'). */
export function NavItemLink({ item, className, onClick }: NavItemLinkProps) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onClick}
      className={({ isActive }) => (isActive ? `${className} ${className}--active` : className)}
    >
      {item.label}
      {item.badge && (
        <Tag color="success" className="nav-badge" variant="solid">
          {item.badge}
        </Tag>
      )}
    </NavLink>
  );
}
