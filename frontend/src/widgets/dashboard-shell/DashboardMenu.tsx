import { LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { SECTION_KEYS, type SectionKey } from '../../shared/dashboard-links/sectionKeys';
import { useSectionHref } from '../../shared/dashboard-links/dashboardBase';
import type { SectionRegistry } from './model/sectionRegistry';
import { useLogout } from './useLogout';

type DashboardMenuProps = {
  sections: SectionRegistry;
  active: SectionKey;
  /** Called after any choice, so the small-screen drawer can close. */
  onNavigate?: () => void;
  /** False in the demo, where nobody is signed in. */
  showLogout?: boolean;
};

/** The side menu: 'New Invoice / Quote', the nine sections, and Logout. */
export function DashboardMenu({ sections, active, onNavigate, showLogout = true }: DashboardMenuProps) {
  const sectionHref = useSectionHref();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    onNavigate?.();
    await logout();
  };

  return (
    <div className="dashboard-menu">
      <ButtonLink
        to={sectionHref('create')}
        type="primary"
        size="large"
        icon={<PlusOutlined />}
        block
        onClick={onNavigate}
      >
        New Invoice / Quote
      </ButtonLink>
      <nav aria-label="Dashboard sections">
        <ul className="dashboard-menu__list">
          {SECTION_KEYS.map((key) => {
            const { title, description, icon } = sections[key];
            const current = key === active;
            return (
              <li key={key}>
                <Link
                  to={sectionHref(key)}
                  className={`dashboard-menu__link${current ? ' dashboard-menu__link--active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span className="dashboard-menu__icon" aria-hidden="true">
                    {icon}
                  </span>
                  <span className="dashboard-menu__text">
                    <span className="dashboard-menu__title">{title}</span>
                    <span className="dashboard-menu__description">{description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {showLogout && (
        <Button
          icon={<LogoutOutlined />}
          onClick={logOut}
          loading={leaving}
          block
          className="dashboard-menu__logout"
        >
          Logout
        </Button>
      )}
    </div>
  );
}
