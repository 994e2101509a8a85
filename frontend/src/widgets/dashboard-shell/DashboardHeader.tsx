import { MenuOutlined } from '@ant-design/icons';
import { Avatar, Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { selectSessionUser } from '../../shared/session/sessionSlice';

type DashboardHeaderProps = {
  title: string;
  /** Small screens: the side menu lives in a drawer that this button opens. */
  onOpenMenu?: () => void;
  /** Extra buttons at the end (the demo's sign-up and home links). */
  actions?: ReactNode;
};

/** The top bar: the section's heading and who is signed in. */
export function DashboardHeader({ title, onOpenMenu, actions }: DashboardHeaderProps) {
  const user = useAppSelector(selectSessionUser);
  // Google gives a name; otherwise the username, and the address when neither is set.
  const displayName = user?.name || user?.username || user?.email || '';

  return (
    <header className="dashboard-header">
      {onOpenMenu && (
        <Button
          icon={<MenuOutlined />}
          onClick={onOpenMenu}
          aria-label="Menu"
          className="dashboard-header__menu"
        >
          Menu
        </Button>
      )}
      <Typography.Title level={1} className="dashboard-header__title">
        {title}
      </Typography.Title>
      {actions && <div className="dashboard-header__actions">{actions}</div>}
      {user && (
        <div className="dashboard-header__user">
          <Avatar src={user.avatar ?? undefined} className="dashboard-header__avatar" aria-hidden="true">
            {displayName.charAt(0).toUpperCase()}
          </Avatar>
          <span className="dashboard-header__identity">
            <span className="dashboard-header__name">{displayName}</span>
            {displayName !== user.email && <span className="dashboard-header__email">{user.email}</span>}
          </span>
        </div>
      )}
    </header>
  );
}
