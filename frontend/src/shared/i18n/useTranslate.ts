import { catalogueOf, translateWith, type LanguageTag, type Translate } from '@paydraft/i18n';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { hasCatalogue, loadInto } from './loadInto';

export type Translation =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; t: Translate };

/**
 * The typed translate function of one language (`t('common:totals.subtotal')`), once its catalogue has
 * arrived: the first use of a language fetches its chunk, later ones find it in the instance. Without a
 * language yet (a page still asking which) nothing is fetched.
 */
export function useTranslate(language: LanguageTag | undefined): Translation {
  const { i18n } = useTranslation();
  const id = language ? catalogueOf(language) : undefined;
  const [state, setState] = useState<{ id: string; outcome: 'loaded' | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const present = id !== undefined && hasCatalogue(i18n, id);

  useEffect(() => {
    if (!id || present) return;
    let current = true;
    loadInto(i18n, id).then(
      // Synchronously, as a store update would be: the page then mounts with its effects run (antd's
      // breakpoints, the card layout) before anything reads it, rather than one paint later.
      () => current && flushSync(() => setState({ id, outcome: 'loaded' })),
      () => current && setState({ id, outcome: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [i18n, id, present, attempt]);

  // One function per language, so what a page derives from it is stable across renders.
  const t = useMemo(() => (language ? translateWith(i18n, language) : undefined), [i18n, language]);

  if (present && t) return { status: 'ready', t };
  if (state && state.id === id && state.outcome === 'failed')
    return {
      status: 'failed',
      retry: () => {
        setState(null);
        setAttempt((value) => value + 1);
      },
    };
  return { status: 'loading' };
}
