import { directionOf } from '@paydraft/i18n';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { PublicLocaleContext, type PublicLocale } from '../model/locale';

/**
 * The page in its document's language: `lang` on its root, and for Arabic and Hebrew `dir="rtl"` with
 * antd's components mirrored too.
 */
export function PublicLocaleScope({ locale, children }: { locale: PublicLocale; children: ReactNode }) {
  const direction = directionOf(locale.language);
  return (
    <PublicLocaleContext.Provider value={locale}>
      <ConfigProvider direction={direction}>
        <div className="public-view" lang={locale.language} dir={direction}>
          {children}
        </div>
      </ConfigProvider>
    </PublicLocaleContext.Provider>
  );
}
