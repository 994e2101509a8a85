import { useCallback, useEffect } from 'react';
import { loadRecaptcha } from './recaptchaScript';

/** The spec's bot-check actions. */
export const BotCheckAction = {
  SIGNUP: 'signup',
  USERNAME_CHECK: 'username_check',
} as const;
export type BotCheckAction = (typeof BotCheckAction)[keyof typeof BotCheckAction];

/** What the server's public settings say about the bot check (GET /api/config). */
export type BotCheckSettings = { enabled: boolean; siteKey: string | null };

/**
 * The bot check of a form. When the server has it on, Google's script is loaded as the form opens and
 * `tokenFor(action)` returns a fresh token; when it is off (or not yet known) no script is loaded and
 * the token is undefined. `tokenFor` rejects when the script cannot be loaded or gives no token.
 */
export function useBotCheck(settings: BotCheckSettings | undefined) {
  const siteKey = settings?.enabled ? settings.siteKey : null;

  useEffect(() => {
    // Loaded early so the first submit does not wait for the script; a failure shows on that submit.
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  return useCallback(
    async (action: BotCheckAction): Promise<string | undefined> => {
      if (!siteKey) return undefined;
      const recaptcha = await loadRecaptcha(siteKey);
      const token = await recaptcha.execute(siteKey, { action });
      if (!token) throw new Error('The bot check gave no token');
      return token;
    },
    [siteKey],
  );
}
