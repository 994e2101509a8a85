import { MAX_REMINDERS, type ReminderAnchor, type ReminderRule } from '@paydraft/invoice-core';

export const ANCHOR_LABELS: Record<ReminderAnchor, string> = {
  before_due: 'before due date',
  on_due: 'on due date',
  after_due: 'after due date',
};

/** A row the editor adds: a week after the due date, then two weeks, then three. */
export function newReminderRule(rules: ReminderRule[]): ReminderRule {
  return { days: 7 * (rules.filter((rule) => rule.anchor === 'after_due').length + 1), anchor: 'after_due' };
}

export const canAddReminder = (rules: ReminderRule[]) => rules.length < MAX_REMINDERS;

/** 'Reminder 1: 3 days before due date', 'Reminder 2: on due date'. */
export function reminderText(rule: ReminderRule, index: number): string {
  const when =
    rule.anchor === 'on_due' ? ANCHOR_LABELS.on_due : `${rule.days} days ${ANCHOR_LABELS[rule.anchor]}`;
  return `Reminder ${index + 1}: ${when}`;
}
