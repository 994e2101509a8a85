import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How date fields show a date ('Dec 1, 2026'). */
export const DISPLAY_DATE = 'MMM D, YYYY';
export const ISO_DATE = 'YYYY-MM-DD';

/**
 * What a date field accepts when typed: the displayed format first (the picker shows dates in the
 * first one), ISO dates, and the month written out. Checked strictly, so '2026-02-30' is not a date.
 */
export const TYPED_DATE_FORMATS = [DISPLAY_DATE, ISO_DATE, 'YYYY-M-D', 'MMMM D, YYYY', 'MMM D YYYY'];

/** The date a typed text stands for, or null when it is not one of the accepted formats. */
export function parseTypedDate(text: string): Dayjs | null {
  const trimmed = text.trim();
  for (const format of TYPED_DATE_FORMATS) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return date;
  }
  return null;
}

/** What the field says under a typed value that is not a date. */
export const notADateMessage = (text: string): string =>
  `'${text.trim()}' is not a date. Type it as 2026-12-01 or Dec 1, 2026.`;
