import { createInstance, type i18n } from 'i18next';
import ICU from 'i18next-icu';
import type { Catalogue, MessageKey } from './catalogue';
import { NAMESPACES } from './catalogue';
import { catalogueOf, type CatalogueId, type LanguageTag } from './languages';

/** Values a message interpolates: counts for plurals, and text already formatted for its locale. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message in one language: `t('common:totals.subtotal')`, `t('common:items', { count: 3 })`. `Key`
 * narrows the messages it answers (the page's English labels answer common and pdf ones only).
 */
export type Translate<Key extends MessageKey = MessageKey> = (key: Key, values?: MessageValues) => string;

/** A language with its words: what a document's labels and formats are read in. */
export type DocumentLocale<Key extends MessageKey = MessageKey> = {
  readonly language: LanguageTag;
  readonly t: Translate<Key>;
};

/**
 * An i18next instance over the given catalogues, with ICU MessageFormat (plurals by CLDR's rules for
 * each language). Nothing is escaped here: a PDF prints text, and HTML escapes where it renders.
 */
export function createI18n(catalogues: Partial<Readonly<Record<CatalogueId, Catalogue>>>): i18n {
  const instance = createInstance();
  void instance.use(ICU).init({
    resources: catalogues,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: 'en',
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The translate function of one language on an instance. */
export function translateWith(instance: i18n, language: LanguageTag): Translate {
  const fixed = instance.getFixedT(catalogueOf(language));
  return (key, values) => fixed(key, { ...values });
}
