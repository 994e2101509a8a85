import { createI18n } from '@paydraft/i18n';
import type { i18n } from 'i18next';

/**
 * The app's one i18next instance, over @paydraft/i18n's catalogues. It starts empty: a page adds the
 * catalogue it shows (useTranslate), so a visitor downloads only that language's words.
 */
export function createAppI18n(): i18n {
  return createI18n({});
}
