import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from './appI18n';

/** Gives every screen below it the app's i18next instance (react-i18next's context). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [instance] = useState(createAppI18n);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
