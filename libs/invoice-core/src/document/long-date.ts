import { DEFAULT_LANGUAGE, formatDate, type LanguageTag } from '@paydraft/i18n';

/**
 * 'November 22, 2026' for '2026-11-22' (the spec's long US dates), or the date as the document's
 * language writes it in full ('22. November 2026'); '' for an empty or invalid date.
 */
export function formatLongDate(isoDate: string, language: LanguageTag = DEFAULT_LANGUAGE): string {
  return formatDate(isoDate, language);
}
