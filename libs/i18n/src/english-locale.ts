import { catalogue as en } from './catalogues/en';
import { DEFAULT_LANGUAGE } from './languages';
import { createI18n, type DocumentLocale, translateWith } from './translator';

let english: DocumentLocale | undefined;

/**
 * en-US over the English catalogue alone: the words the app's pages print. A page that shows a
 * document's labels thus carries no other language (a service's documentLocale holds all 14).
 */
export function englishLocale(): DocumentLocale {
  english ??= { language: DEFAULT_LANGUAGE, t: translateWith(createI18n({ en }), DEFAULT_LANGUAGE) };
  return english;
}
