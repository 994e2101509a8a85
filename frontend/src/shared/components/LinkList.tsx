import { Link } from 'react-router';
import type { NavItem } from '../layout/navLinks';

type LinkListProps = {
  links: readonly NavItem[];
  className: string;
};

/** A plain list of in-app links, laid out by the caller's class. */
export function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
