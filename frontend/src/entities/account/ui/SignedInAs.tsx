import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectSessionUser } from '../../../shared/session/sessionSlice';
import { useLogOutToSignIn } from './signOutContext';

/** 'Signed in as … · Log out': who a page acts for, with the way to switch account. */
export function SignedInAs() {
  const user = useAppSelector(selectSessionUser);
  const logOut = useLogOutToSignIn();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  return (
    <Typography.Text type="secondary">
      Signed in as <Typography.Text strong>{user.email}</Typography.Text> ·{' '}
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void logOut();
        }}
      >
        Log out
      </Button>
    </Typography.Text>
  );
}
