import { catalogue as en } from './catalogues/en';
import { DEFAULT_LANGUAGE } from './languages';
import { createI18n, type DocumentLocale, translateWith } from './translator';

let english: DocumentLocale | undefined;

/**
 * en-US over the English catalogue alone, through i18next: the mail words a page suggests in English,
 * which need ICU's select. A page thus carries no other language (a service's documentLocale holds all
 * 14); a page that shows only a document's labels uses ENGLISH_LABELS, which needs no i18next at all.
 */
export function englishLocale(): DocumentLocale {
  english ??= { language: DEFAULT_LANGUAGE, t: translateWith(createI18n({ en }), DEFAULT_LANGUAGE) };
  return english;
}
