import type { MessageInitShape } from '@bufbuild/protobuf';
import type { FormPreferences, FormPreferencesSchema } from '@paydraft/contracts';
import {
  LATE_FEE_TYPES,
  REMINDER_ANCHORS,
  type LateFee,
  type ReminderPreferences,
  type ReminderRule,
} from '@paydraft/invoice-core';
import type { StoredPreferences } from './preferences.schema';

/**
 * What the reminder scheduler reads of an owner's preferences, defaults filled in: the rules in the
 * order they go out, the repeats while overdue (0 days: none), the late fee (null: none), the quote
 * reminder's days before 'Valid until' (0: none) and the owner's IANA zone ('' until chosen: UTC).
 */
export type ReminderSettings = {
  reminders: ReminderRule[];
  repeatDays: number;
  maxRepeats: number;
  lateFee: LateFee | null;
  quoteReminderDays: number;
  timeZone: string;
};

export const NO_REMINDERS: ReminderSettings = {
  reminders: [],
  repeatDays: 0,
  maxRepeats: 0,
  lateFee: null,
  quoteReminderDays: 0,
  timeZone: '',
};

type ReminderInit = Pick<
  MessageInitShape<typeof FormPreferencesSchema>,
  'reminders' | 'reminderRepeatDays' | 'reminderMaxRepeats' | 'lateFee' | 'quoteReminderDays' | 'timeZone'
>;

const isAnchor = (value: unknown): value is ReminderRule['anchor'] =>
  (REMINDER_ANCHORS as readonly unknown[]).includes(value);
const isFeeType = (value: unknown): value is LateFee['type'] =>
  (LATE_FEE_TYPES as readonly unknown[]).includes(value);

/** The contract's reminder fields in the API names invoice-core's schema reads (absent fee: null). */
export function reminderFieldsOf(input: FormPreferences) {
  return {
    reminders: input.reminders.map(({ days, anchor }) => ({ days, anchor })),
    reminder_repeat_days: input.reminderRepeatDays,
    reminder_max_repeats: input.reminderMaxRepeats,
    late_fee: input.lateFee ? { type: input.lateFee.type, value: input.lateFee.value } : null,
    quote_reminder_days: input.quoteReminderDays,
    time_zone: input.timeZone,
  };
}

/** The checked settings as the store keeps them. */
export function storedRemindersOf(checked: ReminderPreferences) {
  return {
    reminders: checked.reminders,
    reminderRepeatDays: checked.reminder_repeat_days,
    reminderMaxRepeats: checked.reminder_max_repeats,
    lateFee: checked.late_fee,
    quoteReminderDays: checked.quote_reminder_days,
    timeZone: checked.time_zone,
  };
}

/** The stored settings, each default where preferences were saved before it existed (or never). */
export function reminderSettingsOf(stored: StoredPreferences | null): ReminderSettings {
  if (!stored) return NO_REMINDERS;
  const fee = stored.lateFee;
  return {
    reminders: (stored.reminders ?? []).flatMap(({ days, anchor }) =>
      isAnchor(anchor) ? [{ days: days ?? 0, anchor }] : [],
    ),
    repeatDays: stored.reminderRepeatDays ?? 0,
    maxRepeats: stored.reminderMaxRepeats ?? 0,
    lateFee: fee && isFeeType(fee.type) && fee.value ? { type: fee.type, value: fee.value } : null,
    quoteReminderDays: stored.quoteReminderDays ?? 0,
    timeZone: stored.timeZone ?? '',
  };
}

/** The settings in the contract's names (no fee: the field left out). */
export function reminderPreferencesOf(stored: StoredPreferences): ReminderInit {
  const settings = reminderSettingsOf(stored);
  return {
    reminders: settings.reminders,
    reminderRepeatDays: settings.repeatDays,
    reminderMaxRepeats: settings.maxRepeats,
    ...(settings.lateFee ? { lateFee: settings.lateFee } : {}),
    quoteReminderDays: settings.quoteReminderDays,
    timeZone: settings.timeZone,
  };
}
