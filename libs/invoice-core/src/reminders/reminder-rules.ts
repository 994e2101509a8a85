/** Where a reminder sits relative to the invoice's due date (docs/reminders.md). */
export const REMINDER_ANCHORS = ['before_due', 'on_due', 'after_due'] as const;
export type ReminderAnchor = (typeof REMINDER_ANCHORS)[number];

/** One automatic reminder: `days` before the due date, on it (days 0), or after it. */
export type ReminderRule = { days: number; anchor: ReminderAnchor };

/** An owner or an invoice has at most this many scheduled reminders (then the repeats). */
export const MAX_REMINDERS = 3;
/** The farthest a reminder, its repeat interval, or a quote's reminder sits from its date. */
export const MAX_REMINDER_DAYS = 365;
/** The most repeats while overdue. */
export const MAX_REMINDER_REPEATS = 12;

export const LATE_FEE_TYPES = ['fixed', 'percent'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];
/** A late fee: an amount in the invoice's currency, or a percent (0-100) of the balance due. */
export type LateFee = { type: LateFeeType; value: string };

/** The rule's distance from the due date in days: negative before it. */
export function reminderOffsetDays(rule: ReminderRule): number {
  if (rule.anchor === 'on_due') return 0;
  return rule.anchor === 'before_due' ? -rule.days : rule.days;
}
