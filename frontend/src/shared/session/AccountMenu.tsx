import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/session/sessionSlice';
import { PATHS } from '../paths';
import { useLogOutToSignIn } from './signOutContext';

type AccountMenuProps = {
  block?: boolean;
  size?: 'middle' | 'large';
  onNavigate?: () => void;
};

/**
 * The header's 'Login' (spec: signed in without dashboard access) as an account menu: who is signed
 * in, 'Choose a plan' and 'Log out', so such a user can always leave or switch account.
 */
export function AccountMenu({ block, size, onNavigate }: AccountMenuProps) {
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const logOut = useLogOutToSignIn();

  const items: MenuProps['items'] = [
    { key: 'email', label: user?.email ?? 'Signed in', disabled: true, title: 'Signed in as' },
    { type: 'divider' },
    { key: 'plan', label: 'Choose a plan' },
    { key: 'logout', label: 'Log out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onNavigate?.();
    if (key === 'plan') void navigate(PATHS.plan);
    if (key === 'logout') void logOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button block={block} size={size} icon={<DownOutlined aria-hidden />} iconPlacement="end">
        Login
      </Button>
    </Dropdown>
  );
}
