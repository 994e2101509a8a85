import { useCallback } from 'react';
import { useLazyCheckUsernameSignedInQuery } from '../../../entities/account';
import { sameIdentity, usernameProblem } from '../model/accountRules';
import { usePausedAvailabilityCheck } from './usePausedAvailabilityCheck';

/**
 * Whether the username being typed is free (GET /api/auth/check-username-auth), asked once it has a
 * valid shape. The user's own name in another case is theirs already, so it is not asked about.
 */
export function useUsernameAvailability(currentUsername: string | null, draft: string) {
  const [checkUsername] = useLazyCheckUsernameSignedInQuery();
  const check = useCallback((username: string) => checkUsername(username).unwrap(), [checkUsername]);
  const username = draft.trim();
  const worthAsking = !usernameProblem(username) && !sameIdentity(username, currentUsername ?? '');
  return usePausedAvailabilityCheck(worthAsking ? username : null, check);
}
