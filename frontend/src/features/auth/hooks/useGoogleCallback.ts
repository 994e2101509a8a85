import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { PATHS } from '../../../shared/paths';
import { useExchangeLoginCodeMutation, completeSignIn } from '../../../entities/account';

/** Spec (auth/callback errors): each one is shown, then /login opens 3 seconds later. */
export const CallbackErrors = {
  GOOGLE_FAILED: 'Google authentication failed',
  EXCHANGE_FAILED: 'Failed to complete authentication',
  INVALID: 'Invalid authentication callback',
} as const;

/** After a Google sign-in with dashboard access; the probe has just passed, so the guard may skip it. */
export const DASHBOARD_AFTER_GOOGLE = `${PATHS.dashboard}?skipChecks=true`;

/**
 * /auth/callback?code=...: trades the one-time code for a session (once: the code works once, and
 * React's development double effects must not spend it twice), stores it, and goes on to the
 * dashboard when the stats probe allows it, otherwise to the plan page, as after a password sign-in.
 * Returns the error to show, or null while the sign-in completes.
 */
export function useGoogleCallback(code: string | null, issuerError: string | null): string | null {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeLoginCodeMutation();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Known from the address alone; no request is needed to tell.
  const invalid = issuerError ? CallbackErrors.GOOGLE_FAILED : code ? null : CallbackErrors.INVALID;

  useEffect(() => {
    if (invalid || !code || started.current) return;
    started.current = true;
    void (async () => {
      const result = await exchange({ code });
      if (result.error) {
        setFailure(CallbackErrors.EXCHANGE_FAILED);
        return;
      }
      const access = await dispatch(
        completeSignIn({ reply: result.data, method: 'google', isNewUser: result.data.isNewUser }),
      ).unwrap();
      void navigate(access ? DASHBOARD_AFTER_GOOGLE : PATHS.plan, { replace: true });
    })();
  }, [code, invalid, exchange, dispatch, navigate]);

  return invalid ?? failure;
}
