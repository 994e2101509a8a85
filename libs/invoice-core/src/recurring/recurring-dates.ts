import { TZDate } from '@date-fns/tz';
import { addMonths, addWeeks, format } from 'date-fns';
import { FREQUENCY_STEP, type RecurringFrequency } from './recurring-frequency';

/** When a profile stops: never, after `count` invoices, or after the last occurrence on or before `date`. */
export type RecurringEndRule =
  { type: 'never' } | { type: 'after'; count: number } | { type: 'on'; date: string };

/** What fixes a profile's dates: the first issue date (YYYY-MM-DD), the step, and the end. */
export type RecurringSchedule = {
  startDate: string;
  frequency: RecurringFrequency;
  end: RecurringEndRule;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEND_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day as midnight UTC, so that stepping it never meets a zone's DST change. */
export function calendarDay(date: string): TZDate {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
  if (format(day, 'yyyy-MM-dd') !== date) throw new RangeError(`No such day: ${date}`);
  return day;
}

/** True for an existing calendar day written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  try {
    calendarDay(date);
    return true;
  } catch {
    return false;
  }
}

/** True for HH:MM on a 24-hour clock. */
export const isSendTime = (time: string): boolean => SEND_TIME.test(time);

/**
 * The issue date of occurrence `sequence` (1 = the start date): the start plus (sequence - 1) steps,
 * always from the start, never from the previous occurrence. Month steps clamp to the month's last
 * day (date-fns addMonths), so Jan 31 monthly gives Feb 28 (29), then Mar 31, never drifting to the 28th.
 */
export function occurrenceDate(
  schedule: Pick<RecurringSchedule, 'startDate' | 'frequency'>,
  sequence: number,
) {
  const step = FREQUENCY_STEP[schedule.frequency];
  const start = calendarDay(schedule.startDate);
  const steps = (sequence - 1) * step.count;
  const day = step.unit === 'month' ? addMonths(start, steps) : addWeeks(start, steps);
  return format(day, 'yyyy-MM-dd');
}

/**
 * The instant an occurrence is due: `sendTime` (HH:MM) on `date` as wall-clock time in `timeZone`, so
 * 09:00 stays 09:00 local across DST. A time the zone skips (a spring-forward gap) is moved past the gap.
 */
export function occurrenceInstant(date: string, sendTime: string, timeZone: string): Date {
  const day = calendarDay(date);
  const [hours, minutes] = sendTime.split(':').map(Number);
  const local = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timeZone);
  return new Date(local.getTime());
}

/**
 * Whether occurrence `sequence` is past the profile's end, given `made` invoices made before it.
 * 'after N' counts invoices made: a skipped occurrence does not use one of the N.
 */
export function isPastEnd(schedule: RecurringSchedule, sequence: number, made: number): boolean {
  const { end } = schedule;
  if (end.type === 'after') return made >= end.count;
  if (end.type === 'on') return occurrenceDate(schedule, sequence) > end.date;
  return false;
}

/**
 * The last occurrence's issue date with `skipped` occurrences skipped on the way, or undefined for a
 * profile that never ends (or whose end comes before its start).
 */
export function lastOccurrenceDate(schedule: RecurringSchedule, skipped = 0): string | undefined {
  const { end } = schedule;
  if (end.type === 'after') return occurrenceDate(schedule, end.count + skipped);
  if (end.type === 'never') return undefined;
  let last: string | undefined;
  for (let sequence = 1; !isPastEnd(schedule, sequence, 0); sequence++) {
    last = occurrenceDate(schedule, sequence);
  }
  return last;
}
