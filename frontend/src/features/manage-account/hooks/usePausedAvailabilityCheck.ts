import { useEffect, useState } from 'react';
import type { Availability } from '../../../entities/account';

/** The spec's username-check states, plus `failed` when the check itself could not be made. */
export type AvailabilityState = 'idle' | 'checking' | 'available' | 'unavailable' | 'failed';

export type AvailabilityCheck = { state: AvailabilityState; message?: string };

type Answer = AvailabilityCheck & { value: string };

/** The pause after the last keystroke before asking the server (500 ms). */
export const AVAILABILITY_PAUSE_MS = 500;

/**
 * Asks `check` about `value` once typing has paused. `null` means there is nothing to ask (the
 * value is unchanged or malformed). Until the answer for the current value arrives the state is
 * `checking`, so a save in that window is told to wait. `check` must be stable (useCallback).
 */
export function usePausedAvailabilityCheck(
  value: string | null,
  check: (value: string) => Promise<Availability>,
): AvailabilityCheck {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (value === null) return undefined;
    // An answer for a value the user has typed past must not land.
    let current = true;
    const timer = setTimeout(() => {
      check(value).then(
        (reply) =>
          current &&
          setAnswer({ value, state: reply.available ? 'available' : 'unavailable', message: reply.message }),
        () => current && setAnswer({ value, state: 'failed' }),
      );
    }, AVAILABILITY_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, check]);

  if (value === null) return { state: 'idle' };
  if (answer?.value !== value) return { state: 'checking' };
  return { state: answer.state, message: answer.message };
}
