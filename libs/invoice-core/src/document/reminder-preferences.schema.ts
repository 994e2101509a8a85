import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  LATE_FEE_TYPES,
  MAX_REMINDER_DAYS,
  MAX_REMINDER_REPEATS,
  MAX_REMINDERS,
  REMINDER_ANCHORS,
  reminderOffsetDays,
  type LateFee,
  type ReminderRule,
} from '../reminders/reminder-rules';
import { canonicalTimeZone, TIME_ZONE_MESSAGE } from '../rules/time-zone';

/** A fixed late fee above this is a typo, not a fee. */
export const MAX_FIXED_LATE_FEE = 1_000_000_000;
/** A fee's value keeps at most this many decimals (the line it becomes is rounded to the currency's). */
const LATE_FEE_DECIMALS = 4;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

const wholeDays = (field: string, max: number) => {
  const message = `${field} must be a whole number from 0 to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .default(0);
};

const REMINDER_DAYS_MESSAGE = `Reminder days must be a whole number from 0 to ${MAX_REMINDER_DAYS}`;
const REMINDERS_MESSAGE = `Reminders must be a list of at most ${MAX_REMINDERS} entries of { days, anchor }`;
const SAME_DAY_MESSAGE = 'Two reminders fall on the same day: give each its own day';

/** `{ days, anchor }`: on the due date the days are 0, whatever was sent. */
const reminderRule = z
  .object(
    {
      days: z
        .number({ error: REMINDER_DAYS_MESSAGE })
        .int({ error: REMINDER_DAYS_MESSAGE })
        .min(0, { error: REMINDER_DAYS_MESSAGE })
        .max(MAX_REMINDER_DAYS, { error: REMINDER_DAYS_MESSAGE }),
      anchor: z.enum(REMINDER_ANCHORS, {
        error: `Reminder anchor must be one of ${REMINDER_ANCHORS.join(', ')}`,
      }),
    },
    { error: REMINDERS_MESSAGE },
  )
  .transform((rule): ReminderRule => ({
    days: rule.anchor === 'on_due' ? 0 : rule.days,
    anchor: rule.anchor,
  }));

/**
 * Up to MAX_REMINDERS reminders, each on its own day, stored in the order they go out (so reminder 1
 * is the earliest). The length is checked before any entry, so a huge list costs nothing to refuse.
 * The owner's preferences and an invoice's own `reminders` take the same list.
 */
export const reminderRulesField = z
  .array(z.unknown(), { error: REMINDERS_MESSAGE })
  // A refinement, not .max(): zod would check a string's length too and say the message twice.
  .refine((rules) => rules.length <= MAX_REMINDERS, { error: REMINDERS_MESSAGE })
  .pipe(z.array(reminderRule))
  .refine((rules) => new Set(rules.map(reminderOffsetDays)).size === rules.length, {
    error: SAME_DAY_MESSAGE,
  })
  .transform((rules) => [...rules].sort((a, b) => reminderOffsetDays(a) - reminderOffsetDays(b)));

const LATE_FEE_VALUE_MESSAGE = `Late fee must be a number above 0 with at most ${LATE_FEE_DECIMALS} decimals`;

/** `{ type: 'fixed' | 'percent', value }`, the value a decimal string as stored ('2.5'), or null for none. */
export const lateFeeField = z
  .object(
    {
      type: z.enum(LATE_FEE_TYPES, { error: `Late fee type must be one of ${LATE_FEE_TYPES.join(', ')}` }),
      value: z.union([z.string().trim().max(40), z.number().finite()], { error: LATE_FEE_VALUE_MESSAGE }),
    },
    { error: 'Late fee must be { type, value } or null' },
  )
  .transform((fee, context): LateFee => {
    const text = String(fee.value);
    const value = PLAIN_DECIMAL.test(text) ? new Decimal(text) : null;
    if (!value || value.lte(0) || value.decimalPlaces() > LATE_FEE_DECIMALS) {
      context.addIssue({ code: 'custom', message: LATE_FEE_VALUE_MESSAGE });
      return z.NEVER;
    }
    if (fee.type === 'percent' && value.gt(100)) {
      context.addIssue({ code: 'custom', message: 'A percent late fee must be at most 100' });
      return z.NEVER;
    }
    if (fee.type === 'fixed' && value.gt(MAX_FIXED_LATE_FEE)) {
      context.addIssue({ code: 'custom', message: `A fixed late fee must be at most ${MAX_FIXED_LATE_FEE}` });
      return z.NEVER;
    }
    return { type: fee.type, value: value.toFixed() };
  })
  .nullable()
  .default(null);

/** An IANA zone name, stored as the engine names it; '' (the default) means UTC until one is chosen. */
export const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .default('')
  .transform((name, context) => {
    const zone = canonicalTimeZone(name);
    if (zone !== null) return zone;
    context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });

/**
 * The form preferences' reminder settings (docs/reminders.md), in the API's names, each with its
 * default when left out: no reminders, no repeats, no late fee, no quote reminder, UTC.
 */
export const reminderPreferenceFields = {
  reminders: reminderRulesField.default([]),
  reminder_repeat_days: wholeDays('Repeat interval (reminder_repeat_days)', MAX_REMINDER_DAYS),
  reminder_max_repeats: wholeDays('Maximum repeats (reminder_max_repeats)', MAX_REMINDER_REPEATS),
  late_fee: lateFeeField,
  quote_reminder_days: wholeDays('Quote reminder days (quote_reminder_days)', MAX_REMINDER_DAYS),
  time_zone: timeZoneField,
};

export const reminderPreferencesSchema = z.object(reminderPreferenceFields);

export type ReminderPreferencesInput = z.input<typeof reminderPreferencesSchema>;
export type ReminderPreferences = z.output<typeof reminderPreferencesSchema>;
