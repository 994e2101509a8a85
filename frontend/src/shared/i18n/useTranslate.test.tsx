import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from './I18nProvider';
import { useTranslate } from './useTranslate';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider>{children}</I18nProvider>;

describe('useTranslate', () => {
  it("fetches only the language's own catalogue, then translates with typed keys and ICU plurals", async () => {
    const { result } = renderHook(
      () => ({ translation: useTranslate('de-DE'), instance: useTranslation().i18n }),
      { wrapper },
    );
    expect(result.current.translation.status).toBe('loading');

    await waitFor(() => expect(result.current.translation.status).toBe('ready'));
    const { translation, instance } = result.current;
    if (translation.status !== 'ready') throw new Error('not ready');
    expect(translation.t('common:documentTitle.invoice')).toBe('Rechnung');
    expect(translation.t('common:items', { count: 3 })).toBe('3 Positionen');
    expect(instance.hasResourceBundle('de', 'publicView')).toBe(true);
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('fetches nothing while the language is not known yet', () => {
    const { result } = renderHook(
      () => ({ translation: useTranslate(undefined), instance: useTranslation().i18n }),
      { wrapper },
    );
    expect(result.current.translation.status).toBe('loading');
    expect(Object.keys(result.current.instance.store.data)).toEqual([]);
  });
});
