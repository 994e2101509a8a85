import type { DocumentLocale } from '@paydraft/i18n';
import { createContext, useContext } from 'react';

/** The document's language and its translate function: what every label on the page is read in. */
export type PublicLocale = DocumentLocale;

export const PublicLocaleContext = createContext<PublicLocale | null>(null);

/** The locale the page set up (PublicDocumentPage provides it once the catalogue is in). */
export function usePublicLocale(): PublicLocale {
  const locale = useContext(PublicLocaleContext);
  if (!locale) throw new Error('usePublicLocale is used outside PublicLocaleContext');
  return locale;
}
