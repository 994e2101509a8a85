import { NO_REMINDERS, reminderSettingsOf } from './reminder-preferences';
import type { StoredPreferences } from './preferences.schema';

/** A stored row as the store reads it back (lean). */
const stored = (fields: Record<string, unknown>) =>
  ({ _id: 'owner-1', defaultCurrency: 'EUR', taxRate: '0', ...fields }) as unknown as StoredPreferences;

describe('reminderSettingsOf', () => {
  it('answers no reminders, no late fee and UTC for an owner without preferences', () => {
    expect(reminderSettingsOf(null)).toEqual({
      reminders: [],
      repeatDays: 0,
      maxRepeats: 0,
      lateFee: null,
      quoteReminderDays: 0,
      timeZone: '',
    });
  });

  it('answers the defaults for preferences saved before reminders existed', () => {
    expect(reminderSettingsOf(stored({ businessName: 'Ada' }))).toEqual(NO_REMINDERS);
  });

  it('answers the saved settings', () => {
    expect(
      reminderSettingsOf(
        stored({
          reminders: [
            { days: 3, anchor: 'before_due' },
            { days: 7, anchor: 'after_due' },
          ],
          reminderRepeatDays: 7,
          reminderMaxRepeats: 4,
          lateFee: { type: 'percent', value: '2.5' },
          quoteReminderDays: 5,
          timeZone: 'Europe/Berlin',
        }),
      ),
    ).toEqual({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 7, anchor: 'after_due' },
      ],
      repeatDays: 7,
      maxRepeats: 4,
      lateFee: { type: 'percent', value: '2.5' },
      quoteReminderDays: 5,
      timeZone: 'Europe/Berlin',
    });
  });
});
