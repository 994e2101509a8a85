import { DownOutlined } from '@ant-design/icons';
import { Button, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectSessionUser } from '../../../shared/session/sessionSlice';
import { PATHS } from '../../../shared/paths';
import { DropdownOnFirstUse } from '../../../shared/components/DropdownOnFirstUse';
import { useLogOutToSignIn } from './signOutContext';

type AccountMenuProps = {
  block?: boolean;
  size?: 'middle' | 'large';
  onNavigate?: () => void;
};

/**
 * The header's 'Login' (signed in without dashboard access) as an account menu: who is signed
 * in, 'Choose a plan' and 'Log out', so such a user can always leave or switch account.
 */
export function AccountMenu({ block, size, onNavigate }: AccountMenuProps) {
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const logOut = useLogOutToSignIn();

  const { token } = theme.useToken();
  const items: MenuProps['items'] = [
    { key: 'plan', label: 'Choose a plan' },
    { key: 'logout', label: 'Log out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onNavigate?.();
    if (key === 'plan') void navigate(PATHS.plan);
    if (key === 'logout') void logOut();
  };

  return (
    <DropdownOnFirstUse
      menu={{ items, onClick }}
      placement="bottomRight"
      // Who is signed in, as text in full contrast above the actions (a disabled item would be faint).
      popupRender={(menu) => (
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <div
            style={{
              padding: '10px 16px 4px',
              borderBottom: `1px solid ${token.colorSplit}`,
              color: token.colorText,
              wordBreak: 'break-word',
            }}
          >
            Signed in as
            <br />
            <strong>{user?.email}</strong>
          </div>
          {menu}
        </div>
      )}
    >
      <Button block={block} size={size} icon={<DownOutlined aria-hidden />} iconPlacement="end">
        Login
      </Button>
    </DropdownOnFirstUse>
  );
}
