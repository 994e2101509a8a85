/** The part of Google's reCAPTCHA v3 API the page uses. */
export type Recaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

type RecaptchaWindow = Window & { grecaptcha?: Recaptcha };

/** The bot-check script is given 10 seconds to become ready. */
export const RECAPTCHA_READY_TIMEOUT_MS = 10_000;

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

let loading: { siteKey: string; ready: Promise<Recaptcha> } | null = null;

function injectAndWait(siteKey: string, timeoutMs: number): Promise<Recaptcha> {
  return new Promise<Recaptcha>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The bot check did not become ready in time')),
      timeoutMs,
    );
    const settle = () => {
      const recaptcha = (window as RecaptchaWindow).grecaptcha;
      if (!recaptcha) {
        clearTimeout(timer);
        reject(new Error('The bot-check script loaded without its API'));
        return;
      }
      recaptcha.ready(() => {
        clearTimeout(timer);
        resolve(recaptcha);
      });
    };
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', settle);
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('The bot-check script could not be loaded'));
    });
    document.head.appendChild(script);
  });
}

/**
 * Loads Google's script for `siteKey` once per page and resolves when it is ready. A failure is
 * forgotten, so the next attempt (the next submit) tries again rather than failing for good.
 */
export function loadRecaptcha(siteKey: string, timeoutMs = RECAPTCHA_READY_TIMEOUT_MS): Promise<Recaptcha> {
  if (loading?.siteKey === siteKey) return loading.ready;
  const ready = injectAndWait(siteKey, timeoutMs);
  loading = { siteKey, ready };
  ready.catch(() => {
    if (loading?.ready === ready) loading = null;
  });
  return ready;
}

/** Forgets the loaded script; for tests, which each start from a page without it. */
export function resetRecaptchaForTests(): void {
  loading = null;
  delete (window as RecaptchaWindow).grecaptcha;
  document.querySelectorAll(`script[src^="${SCRIPT_URL}"]`).forEach((script) => script.remove());
}
