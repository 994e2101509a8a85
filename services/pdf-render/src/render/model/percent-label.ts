import { DEFAULT_LANGUAGE, formatPercent, type LanguageTag } from '@paydraft/i18n';

/**
 * A percent as typed, without the zeros a form may add ('12.50' → '12.5%'), as the language writes
 * percentages ('12,5 %'); '' when not above 0.
 */
export function percentLabel(input: string, language: LanguageTag = DEFAULT_LANGUAGE): string {
  const value = input.trim();
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) return '';
  return formatPercent(value, language);
}
