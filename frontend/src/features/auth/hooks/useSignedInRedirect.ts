import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectIsSignedIn, selectSessionLoaded } from '../../../shared/session/sessionSlice';
import { resolveSignedInDestination } from '../../../entities/account';

type Decision = 'pending' | 'verify' | 'stay';

/**
 * A user already logged in who opens /login is verified and sent onward (dashboard or plan).
 * Decided once, as the page opens (after a stored session has been checked at start), so a sign-in
 * made on this page is routed by the form alone. `skip` (the dashboard's Logout lands on
 * /login?skipChecks=true) leaves the page as it is. True while the page waits for the decision.
 */
export function useSignedInRedirect(skip: boolean): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loaded = useAppSelector(selectSessionLoaded);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [decision, setDecision] = useState<Decision>('pending');

  // Made while rendering, the moment the session is known, so the form never flashes before it.
  if (decision === 'pending' && loaded) setDecision(signedIn && !skip ? 'verify' : 'stay');

  useEffect(() => {
    if (decision !== 'verify') return;
    let current = true;
    void dispatch(resolveSignedInDestination())
      .unwrap()
      .then((destination) => {
        if (!current) return;
        if (destination) void navigate(destination, { replace: true });
        else setDecision('stay');
      });
    return () => {
      current = false;
    };
  }, [decision, dispatch, navigate]);

  return decision !== 'stay';
}
