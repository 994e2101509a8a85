import { useEffect, useState } from 'react';
import { BotCheckAction } from '../../../shared/bot-check/useBotCheck';
import { useLazyCheckUsernameQuery } from '../../../entities/account';
import { isWellFormedUsername, type UsernameStatus } from '../model/signupValidation';

/** Typing pauses this long before a name is checked, so one word costs one request. */
export const USERNAME_CHECK_DELAY_MS = 500;

export const USERNAME_CHECK_FAILED = 'Unable to check username availability.';

export type UsernameAvailability = { status: UsernameStatus; message?: string };

type Answer = { username: string; status: 'available' | 'unavailable' | 'failed'; message?: string };

/**
 * Username check: not checked, checking, available, unavailable. A name is checked
 * from 3 characters on, once typing pauses, and only when it could be valid (the submit names the
 * rule an invalid one breaks). While the pause runs the name counts as being checked, so a quick
 * submit waits for the answer instead of sending a name nobody looked at.
 */
export function useUsernameAvailability(
  username: string | undefined,
  botToken: (action: BotCheckAction) => Promise<string | undefined>,
): UsernameAvailability {
  const name = (username ?? '').trim();
  const checkable = isWellFormedUsername(name);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [checkUsername] = useLazyCheckUsernameQuery();

  useEffect(() => {
    if (!checkable) return;
    let current = true;
    const timer = setTimeout(async () => {
      let next: Answer;
      try {
        const recaptchaToken = await botToken(BotCheckAction.USERNAME_CHECK);
        const reply = await checkUsername({ username: name, recaptchaToken }).unwrap();
        next = {
          username: name,
          status: reply.available ? 'available' : 'unavailable',
          message: reply.message,
        };
      } catch {
        next = { username: name, status: 'failed', message: USERNAME_CHECK_FAILED };
      }
      if (current) setAnswer(next);
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, checkable, botToken, checkUsername]);

  if (!checkable) return { status: 'unchecked' };
  if (answer?.username !== name) return { status: 'checking' };
  // A failed check leaves the name unchecked: the server still refuses a taken one on submit.
  if (answer.status === 'failed') return { status: 'unchecked', message: answer.message };
  return { status: answer.status, message: answer.message };
}
