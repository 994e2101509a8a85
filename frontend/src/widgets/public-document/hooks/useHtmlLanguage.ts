import type { LanguageTag } from '@paydraft/i18n';
import { useEffect } from 'react';

/**
 * The page's language on <html lang> while it shows (screen readers pick their voice, browsers their
 * hyphenation and fonts by it); the previous value comes back when the page goes.
 */
export function useHtmlLanguage(language: LanguageTag | undefined) {
  useEffect(() => {
    if (!language) return;
    const root = document.documentElement;
    const before = root.getAttribute('lang');
    root.setAttribute('lang', language);
    return () => {
      if (before === null) root.removeAttribute('lang');
      else root.setAttribute('lang', before);
    };
  }, [language]);
}
