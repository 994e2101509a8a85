import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectSessionUser, userUpdated } from '../../../shared/session/sessionSlice';
import { authApi } from '../../../entities/account';

export type ConfirmationState =
  | { status: 'missing-token' }
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed' };

/**
 * Sends the link's token once (POST /api/auth/confirm-email-change). The token is single-use, so
 * StrictMode's second effect run must not send it again. A signed-in user's stored copy takes the
 * new address, so the header and the account section show it at once.
 */
export function useEmailChangeConfirmation(token: string | null): ConfirmationState {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const sentToken = useRef<string | null>(null);
  const [result, setResult] = useState<ConfirmationState>({ status: 'confirming' });

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    dispatch(authApi.endpoints.confirmEmailChange.initiate({ token }))
      .unwrap()
      .then(
        ({ email }) => setResult({ status: 'confirmed', email }),
        () => setResult({ status: 'failed' }),
      );
  }, [token, dispatch]);

  const confirmedEmail = result.status === 'confirmed' ? result.email : null;
  useEffect(() => {
    if (confirmedEmail && user && user.email !== confirmedEmail) {
      dispatch(userUpdated({ ...user, email: confirmedEmail, pendingEmail: null }));
    }
  }, [confirmedEmail, user, dispatch]);

  return token ? result : { status: 'missing-token' };
}
