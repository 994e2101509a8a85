export { ALL_CATALOGUES } from './all-catalogues';
export { type Catalogue, type MessageKey, type Namespace, NAMESPACES } from './catalogue';
export { formatDate, formatPercent } from './formats';
export {
  CATALOGUE_IDS,
  catalogueOf,
  type CatalogueId,
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageName,
  type LanguageTag,
  resolveLanguage,
  supportedLanguage,
  UNCHECKED_CATALOGUES,
} from './languages';
export { loadCatalogue } from './load-catalogue';
export type { Messages } from './messages';
export { englishLocale } from './english-locale';
export { ENGLISH_LABELS, type LabelKey, type LabelLocale } from './english-labels';
export { documentLocale, translator } from './service-translator';
export {
  createI18n,
  type DocumentLocale,
  type MessageValues,
  type Translate,
  translateWith,
} from './translator';
