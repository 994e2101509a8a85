import type { i18n } from 'i18next';
import { ALL_CATALOGUES } from './all-catalogues';
import type { LanguageTag } from './languages';
import { createI18n, type DocumentLocale, type Translate, translateWith } from './translator';

let shared: i18n | undefined;

/**
 * A language's translate function for a service: one i18next instance per process over every
 * catalogue, made on first use.
 */
export function translator(language: LanguageTag): Translate {
  shared ??= createI18n(ALL_CATALOGUES);
  return translateWith(shared, language);
}

/** A language and its translate function, for a service that prints in it. */
export function documentLocale(language: LanguageTag): DocumentLocale {
  return { language, t: translator(language) };
}
