import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/store/hooks';
import { signOut } from '../../entities/account';
import { PATHS } from '../../shared/paths';

/** Ends the session (on the server too), then goes to the sign-in page without its checks. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await dispatch(signOut());
    navigate(`${PATHS.login}?skipChecks=true`, { replace: true });
  };
}
