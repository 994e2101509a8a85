import { useCallback } from 'react';
import { useLazyCheckEmailQuery } from '../../../entities/account';
import { isEmailAddress, sameIdentity } from '../model/accountRules';
import { usePausedAvailabilityCheck } from './usePausedAvailabilityCheck';

/**
 * Whether the address being typed could become the account's: checked with POST
 * /api/auth/check-email after the pause, only when it looks like an address and differs from the
 * current one (an unchanged address needs no answer: saving it just closes the editor).
 */
export function useEmailAvailability(currentEmail: string, draft: string) {
  const [checkEmail] = useLazyCheckEmailQuery();
  const check = useCallback((email: string) => checkEmail(email).unwrap(), [checkEmail]);
  const email = draft.trim();
  const worthAsking = isEmailAddress(email) && !sameIdentity(email, currentEmail);
  return usePausedAvailabilityCheck(worthAsking ? email : null, check);
}
