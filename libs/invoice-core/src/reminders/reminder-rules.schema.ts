import { z } from 'zod';
import { MAX_REMINDER_DAYS, MAX_REMINDERS, REMINDER_ANCHORS } from './reminder-rules';

const DAYS_MESSAGE = `A reminder's days must be a whole number from 0 to ${MAX_REMINDER_DAYS}`;

/** One reminder rule of a body: `{ days, anchor }`. */
export const reminderRuleSchema = z.object(
  {
    days: z
      .number({ error: DAYS_MESSAGE })
      .int({ error: DAYS_MESSAGE })
      .min(0, { error: DAYS_MESSAGE })
      .max(MAX_REMINDER_DAYS, { error: DAYS_MESSAGE }),
    anchor: z.enum(REMINDER_ANCHORS, {
      error: `A reminder's anchor must be one of ${REMINDER_ANCHORS.join(', ')}`,
    }),
  },
  { error: 'A reminder must be { days, anchor }' },
);

/** Up to MAX_REMINDERS rules (the preferences' `reminders`, an invoice's own). */
export const reminderRulesSchema = z
  .array(reminderRuleSchema, { error: 'Reminders must be a list of { days, anchor }' })
  // A refinement, not .max(): zod checks a string's length too, which would add this to 'must be a list'.
  .refine((rules) => rules.length <= MAX_REMINDERS, { error: `At most ${MAX_REMINDERS} reminders` });
