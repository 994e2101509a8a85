import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/paths';

/**
 * Ends the session (on the server too). The app provides it (the thunk lives in the auth feature), so
 * shared pieces such as the header's account menu can log out without importing a feature.
 */
export const SignOutContext = createContext<() => Promise<void>>(() => Promise.resolve());

/** Logs out, then opens the sign-in form without its checks (the spec's logout target). */
export function useLogOutToSignIn(): () => Promise<void> {
  const signOut = useContext(SignOutContext);
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate(`${PATHS.login}?skipChecks=true`, { replace: true });
  };
}
