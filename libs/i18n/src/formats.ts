import type { LanguageTag } from './languages';

const dateFormats = new Map<LanguageTag, Intl.DateTimeFormat>();
const percentFormats = new Map<LanguageTag, Intl.NumberFormat>();

/**
 * A date as the language writes it in full: 'March 5, 2026' (en-US, the spec's long US date),
 * '5. März 2026', '5 mars 2026', '2026年3月5日', '٥ مارس ٢٠٢٦' (ar-SA). Always the Gregorian calendar,
 * which invoices and their e-invoices use, even where the locale's default is another (ar-SA).
 * '' for an empty ISO date (YYYY-MM-DD) or one that does not exist.
 */
export function formatDate(isoDate: string, language: LanguageTag): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  const date = new Date(`${isoDate}T00:00:00Z`);
  // Date rolls 2026-02-30 over into March; a date that does not exist prints nothing.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return '';
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
      calendar: 'gregory',
    });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * A percentage given in percent as decimal text ('19', '7.25'): '19%', '19 %' (de, with a no-break
 * space), '١٩٪؜' (ar-SA). The text reaches Intl scaled by its exponent, so no float touches it.
 * '' when `percent` is not decimal text.
 */
export function formatPercent(percent: string, language: LanguageTag): string {
  const text = percent.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 20 });
    percentFormats.set(language, format);
  }
  return format.format(`${text}e-2` as Intl.StringNumericLiteral);
}
