import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectSessionToken } from '../../../shared/session/sessionSlice';
import { PATHS } from '../../../shared/paths';
import { checkDashboardAccess } from '../../../entities/account';

/** Home redirect: a signed-in user whose stats probe answers 200 goes to the dashboard. */
export function useHomeRedirect() {
  const token = useAppSelector(selectSessionToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void dispatch(checkDashboardAccess()).then((action) => {
      if (current && action.payload === true) {
        void navigate(`${PATHS.dashboard}?skipChecks=true`, { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [token, dispatch, navigate]);
}
