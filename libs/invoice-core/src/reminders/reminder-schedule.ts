import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import { currencyDigits } from '../currency/currencies';
import { MoneyDecimal } from '../money/money-decimal';
import { reminderOffsetDays, type LateFee, type ReminderRule } from './reminder-rules';

/**
 * Reminders go out at this wall-clock hour (09:00) in the owner's time zone, on their day: a mail that
 * lands at the start of the client's working day, the same hour in summer and in winter.
 */
export const REMINDER_SEND_HOUR = 9;

/** What places an invoice's reminders (docs/reminders.md). */
export type ReminderPlan = {
  /** YYYY-MM-DD. */
  dueDate: string;
  /** At most 3; their order does not matter (they go in date order). */
  rules: readonly ReminderRule[];
  /** After the last scheduled one, again every N days while overdue (0: never)... */
  repeatDays: number;
  /** ...at most this many times. */
  maxRepeats: number;
  /** IANA zone; '' or an unknown one is UTC. */
  timeZone: string;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Zones asked before, and whether the runtime knows them (asking builds an Intl formatter: slow). */
const knownZones = new Map<string, boolean>();

function isKnownZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The zone reminders are placed in: the given one when the runtime knows it, else UTC. */
export function reminderZone(timeZone: string): string {
  return timeZone && isKnownZone(timeZone) ? timeZone : 'UTC';
}

/** The year, month (1-12) and day of a YYYY-MM-DD date; throws on anything else. */
function partsOf(date: string): [number, number, number] {
  const [, year, month, day] = DATE.exec(date) ?? [];
  if (!year) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(year), Number(month), Number(day)];
}

/** YYYY-MM-DD of a local date (date-fns' format parses its pattern on every call: too slow for a scan). */
const calendarDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** `date` (YYYY-MM-DD) moved by `days` calendar days (a local calendar date at noon: clear of any DST). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = partsOf(date);
  return calendarDate(addDays(new Date(year, month - 1, day, 12), days));
}

/**
 * Send instants worked out, by zone and day: placing one in a zone costs Intl work, and a scheduler
 * run asks for the same few days of the same few zones for thousands of invoices.
 */
const sendInstants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 50_000;

/** The instant of REMINDER_SEND_HOUR on `date` (YYYY-MM-DD) in `timeZone`. */
export function sendInstant(date: string, timeZone: string): Date {
  const zone = reminderZone(timeZone);
  const key = `${zone} ${date}`;
  let instant = sendInstants.get(key);
  if (instant === undefined) {
    const [year, month, day] = partsOf(date);
    instant = new TZDate(year, month - 1, day, REMINDER_SEND_HOUR, zone).getTime();
    if (sendInstants.size >= MAX_REMEMBERED_INSTANTS) sendInstants.clear();
    sendInstants.set(key, instant);
  }
  return new Date(instant);
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, reminderZone(timeZone)), 'yyyy-MM-dd');
}

/** Days from `dueDate` to the day `instant` falls on in `timeZone` (negative: before it). */
export function daysLate(dueDate: string, instant: Date, timeZone: string): number {
  return differenceInCalendarDays(
    new TZDate(`${dayIn(instant, timeZone)}T00:00:00Z`, 'UTC'),
    new TZDate(`${dueDate}T00:00:00Z`, 'UTC'),
  );
}

/** The scheduled reminders' offsets from the due date, in date order, one per day. */
function scheduledOffsets(rules: readonly ReminderRule[]): number[] {
  return [...new Set(rules.map(reminderOffsetDays))].sort((a, b) => a - b);
}

/** How many reminders the plan holds in all: the scheduled ones and the repeats. */
export function reminderCount(plan: ReminderPlan): number {
  const repeats = plan.repeatDays > 0 ? plan.maxRepeats : 0;
  return scheduledOffsets(plan.rules).length + repeats;
}

/**
 * The day (YYYY-MM-DD) of reminder `k` (1-based): the scheduled ones in date order, then the repeats every
 * `repeatDays` after the last of them (or after the due date when that one was before it), while overdue;
 * null past the last.
 */
export function reminderDate(plan: ReminderPlan, k: number): string | null {
  if (!Number.isInteger(k) || k < 1 || !DATE.test(plan.dueDate)) return null;
  const offsets = scheduledOffsets(plan.rules);
  if (k <= offsets.length) return shiftDate(plan.dueDate, offsets[k - 1]);
  const repeat = k - offsets.length;
  if (plan.repeatDays <= 0 || repeat > plan.maxRepeats) return null;
  const base = Math.max(offsets.at(-1) ?? 0, 0);
  return shiftDate(plan.dueDate, base + repeat * plan.repeatDays);
}

/** When reminder `k` goes: REMINDER_SEND_HOUR on its day in the plan's zone; null when there is none. */
export function reminderInstant(plan: ReminderPlan, k: number): Date | null {
  const date = reminderDate(plan, k);
  return date === null ? null : sendInstant(date, plan.timeZone);
}

/** Whether reminder `k` is the first whose day is after the due date (the one that adds a late fee). */
export function isFirstLateReminder(plan: ReminderPlan, k: number): boolean {
  const date = reminderDate(plan, k);
  if (date === null || date <= plan.dueDate) return false;
  const previous = k > 1 ? reminderDate(plan, k - 1) : null;
  return previous === null || previous <= plan.dueDate;
}

/** When a quote's reminder goes: `days` before its 'Valid until', at the send hour; null when off. */
export function quoteReminderInstant(validUntil: string, days: number, timeZone: string): Date | null {
  if (days <= 0 || !DATE.test(validUntil)) return null;
  return sendInstant(shiftDate(validUntil, -days), timeZone);
}

/**
 * A late fee's amount on a balance: the fixed amount, or the percent of the balance, in the currency's
 * digits (half up); null when it comes to nothing.
 */
export function lateFeeAmount(fee: LateFee, balanceDue: string, currency: string): string | null {
  const digits = currencyDigits(currency);
  const value = new MoneyDecimal(fee.value);
  const amount = fee.type === 'fixed' ? value : new MoneyDecimal(balanceDue).times(value).dividedBy(100);
  const rounded = amount.toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP);
  return rounded.greaterThan(0) ? rounded.toFixed(digits) : null;
}
