import { useEffect } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { userUpdated } from '../../../shared/session/sessionSlice';
import { useMeQuery } from '../../../entities/account';

/**
 * The account as the server has it now (GET /api/auth/me), refetched after each change. The
 * session's copy follows, so the dashboard header and a later visit show the same address.
 */
export function useAccount() {
  const dispatch = useAppDispatch();
  const query = useMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = query.data?.user;

  useEffect(() => {
    if (user) dispatch(userUpdated(user));
  }, [user, dispatch]);

  return query;
}
