import { addDays, endOfMonth, format } from 'date-fns';
import { calendarDay, occurrenceDate } from './recurring-dates';
import type { RecurringFrequency } from './recurring-frequency';

/** The placeholders a profile's item descriptions and notes may hold, resolved per occurrence. */
export const RECURRING_PLACEHOLDERS = [':MONTH', ':YEAR', ':QUARTER', ':PERIOD'] as const;

/** Occurrence `sequence` (1-based) of a profile starting on `startDate`. */
export type Occurrence = { startDate: string; frequency: RecurringFrequency; sequence: number };

/**
 * The words placeholders resolve to. English now; the languages issue passes the client's locale:
 * month names come from Intl, so only the short patterns below are this language's own.
 */
export type PlaceholderLocale = string;
const DEFAULT_LOCALE: PlaceholderLocale = 'en';

const monthName = (day: Date, locale: PlaceholderLocale, month: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(day);
const quarterOf = (day: Date) => Math.floor(day.getMonth() / 3) + 1;
const isFirstOfMonth = (day: Date) => day.getDate() === 1;
const isLastOfMonth = (day: Date) => day.getDate() === endOfMonth(day).getDate();
const monthsBetween = (from: Date, to: Date) =>
  (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth() + 1;

/**
 * The period an occurrence covers: from its issue date to the day before the next occurrence.
 * Whole calendar months read as months ('March 2026', 'Q1 2026', '2026', 'March – April 2026');
 * anything else as a day range ('2 Mar – 8 Mar 2026').
 */
export function periodLabel(occurrence: Occurrence, locale: PlaceholderLocale = DEFAULT_LOCALE): string {
  const first = calendarDay(occurrenceDate(occurrence, occurrence.sequence));
  const last = addDays(calendarDay(occurrenceDate(occurrence, occurrence.sequence + 1)), -1);
  if (!isFirstOfMonth(first) || !isLastOfMonth(last)) return dayRange(first, last, locale);
  const months = monthsBetween(first, last);
  const year = format(first, 'yyyy');
  if (months === 1) return `${monthName(first, locale, 'long')} ${year}`;
  if (months === 3 && first.getMonth() % 3 === 0) return `Q${quarterOf(first)} ${year}`;
  if (months === 12 && first.getMonth() === 0) return year;
  const lastYear = format(last, 'yyyy');
  const from = monthName(first, locale, 'long') + (year === lastYear ? '' : ` ${year}`);
  return `${from} – ${monthName(last, locale, 'long')} ${lastYear}`;
}

function dayRange(first: Date, last: Date, locale: PlaceholderLocale): string {
  const day = (date: Date) => `${date.getDate()} ${monthName(date, locale, 'short')}`;
  const sameYear = first.getFullYear() === last.getFullYear();
  const from = sameYear ? day(first) : `${day(first)} ${first.getFullYear()}`;
  return `${from} – ${day(last)} ${last.getFullYear()}`;
}

/**
 * `text` with :MONTH, :YEAR, :QUARTER and :PERIOD replaced for the occurrence: 'Retainer :MONTH :YEAR'
 * for the occurrence of 2026-03-01 reads 'Retainer March 2026'. :MONTH, :YEAR and :QUARTER name the
 * issue date's month, year and quarter ('Q1').
 */
export function resolvePlaceholders(
  text: string,
  occurrence: Occurrence,
  locale: PlaceholderLocale = DEFAULT_LOCALE,
): string {
  if (!text.includes(':')) return text;
  const issued = calendarDay(occurrenceDate(occurrence, occurrence.sequence));
  const values: Record<(typeof RECURRING_PLACEHOLDERS)[number], () => string> = {
    ':MONTH': () => monthName(issued, locale, 'long'),
    ':YEAR': () => format(issued, 'yyyy'),
    ':QUARTER': () => `Q${quarterOf(issued)}`,
    ':PERIOD': () => periodLabel(occurrence, locale),
  };
  return text.replace(/:(MONTH|YEAR|QUARTER|PERIOD)\b/g, (name) =>
    values[name as keyof typeof values](),
  );
}
