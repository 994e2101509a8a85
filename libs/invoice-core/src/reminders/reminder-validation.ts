import { MAX_REMINDER_DAYS, MAX_REMINDERS, REMINDER_ANCHORS, type ReminderRule } from './reminder-rules';

/** A rule as a caller sent it: anything, until checked. */
export type ReminderRuleInput = { days: unknown; anchor: unknown };

/**
 * Why a list of reminder rules (the preferences' or an invoice's own) cannot be saved: empty when it
 * can. The same messages in the gateway's 400 and the documents service's check.
 */
export function reminderRulesProblems(rules: readonly ReminderRuleInput[]): string[] {
  const problems: string[] = [];
  if (rules.length > MAX_REMINDERS) problems.push(`At most ${MAX_REMINDERS} reminders`);
  if (!rules.every((rule) => (REMINDER_ANCHORS as readonly unknown[]).includes(rule.anchor))) {
    problems.push(`A reminder's anchor must be one of ${REMINDER_ANCHORS.join(', ')}`);
  }
  const dayCounts = rules.map((rule) => rule.days);
  if (
    !dayCounts.every(
      (days) => Number.isInteger(days) && Number(days) >= 0 && Number(days) <= MAX_REMINDER_DAYS,
    )
  ) {
    problems.push(`A reminder's days must be a whole number from 0 to ${MAX_REMINDER_DAYS}`);
  }
  return problems;
}

/** The rules as stored: `days` 0 on the due date itself. */
export function normalizedReminderRules(rules: readonly ReminderRule[]): ReminderRule[] {
  return rules.map(({ days, anchor }) => ({ anchor, days: anchor === 'on_due' ? 0 : days }));
}
