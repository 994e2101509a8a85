import { reminderPreferencesSchema, reminderRulesField } from './reminder-preferences.schema';

const messagesOf = (input: unknown) => {
  const parsed = reminderPreferencesSchema.safeParse(input);
  return parsed.success
    ? 'accepted'
    : [...new Set(parsed.error.issues.map((issue) => issue.message))].join('. ');
};

describe('reminderPreferencesSchema', () => {
  it('defaults to no reminders, no repeats, no late fee, no quote reminder and UTC', () => {
    expect(reminderPreferencesSchema.parse({})).toEqual({
      reminders: [],
      reminder_repeat_days: 0,
      reminder_max_repeats: 0,
      late_fee: null,
      quote_reminder_days: 0,
      time_zone: '',
    });
  });

  it('keeps valid settings as stored: reminders in the order they go out, the fee as decimal text, the zone named by Intl', () => {
    expect(
      reminderPreferencesSchema.parse({
        reminders: [
          { days: 7, anchor: 'after_due' },
          { days: 3, anchor: 'before_due' },
          { days: 5, anchor: 'on_due' },
        ],
        reminder_repeat_days: 7,
        reminder_max_repeats: 12,
        late_fee: { type: 'percent', value: 2.5 },
        quote_reminder_days: 3,
        time_zone: 'europe/berlin',
      }),
    ).toEqual({
      reminders: [
        { days: 3, anchor: 'before_due' },
        { days: 0, anchor: 'on_due' },
        { days: 7, anchor: 'after_due' },
      ],
      reminder_repeat_days: 7,
      reminder_max_repeats: 12,
      late_fee: { type: 'percent', value: '2.5' },
      quote_reminder_days: 3,
      time_zone: 'Europe/Berlin',
    });
  });

  it('takes a fixed fee given as text, and 100 percent', () => {
    expect(
      reminderPreferencesSchema.parse({ late_fee: { type: 'fixed', value: ' 25.00 ' } }).late_fee,
    ).toEqual({
      type: 'fixed',
      value: '25',
    });
    expect(reminderPreferencesSchema.parse({ late_fee: { type: 'percent', value: '100' } }).late_fee).toEqual(
      {
        type: 'percent',
        value: '100',
      },
    );
  });

  it.each([
    [
      { reminders: Array.from({ length: 4 }, (_, days) => ({ days, anchor: 'after_due' })) },
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    ],
    [{ reminders: 'weekly' }, 'Reminders must be a list of at most 3 entries of { days, anchor }'],
    [{ reminders: [3] }, 'Reminders must be a list of at most 3 entries of { days, anchor }'],
    [
      { reminders: [{ days: 3, anchor: 'whenever' }] },
      'Reminder anchor must be one of before_due, on_due, after_due',
    ],
    [
      { reminders: [{ days: -1, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminders: [{ days: 366, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminders: [{ days: 1.5, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminders: [{ days: '3', anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      {
        reminders: [
          { days: 0, anchor: 'on_due' },
          { days: 0, anchor: 'after_due' },
        ],
      },
      'Two reminders fall on the same day: give each its own day',
    ],
    [
      { reminder_repeat_days: -7 },
      'Repeat interval (reminder_repeat_days) must be a whole number from 0 to 365',
    ],
    [
      { reminder_max_repeats: 13 },
      'Maximum repeats (reminder_max_repeats) must be a whole number from 0 to 12',
    ],
    [
      { quote_reminder_days: 400 },
      'Quote reminder days (quote_reminder_days) must be a whole number from 0 to 365',
    ],
    [
      { late_fee: { type: 'fixed', value: 'abc' } },
      'Late fee must be a number above 0 with at most 4 decimals',
    ],
    [{ late_fee: { type: 'fixed', value: 0 } }, 'Late fee must be a number above 0 with at most 4 decimals'],
    [
      { late_fee: { type: 'fixed', value: '-5' } },
      'Late fee must be a number above 0 with at most 4 decimals',
    ],
    [
      { late_fee: { type: 'fixed', value: '1e3' } },
      'Late fee must be a number above 0 with at most 4 decimals',
    ],
    [
      { late_fee: { type: 'fixed', value: '0.00001' } },
      'Late fee must be a number above 0 with at most 4 decimals',
    ],
    [{ late_fee: { type: 'fixed', value: 2_000_000_000 } }, 'A fixed late fee must be at most 1000000000'],
    [{ late_fee: { type: 'percent', value: 150 } }, 'A percent late fee must be at most 100'],
    [{ late_fee: { type: 'daily', value: 5 } }, 'Late fee type must be one of fixed, percent'],
    [{ late_fee: 5 }, 'Late fee must be { type, value } or null'],
    [{ time_zone: 'Mars/Olympus' }, "Time zone must be an IANA time zone name, such as 'Europe/Berlin'"],
    [{ time_zone: '+01:00' }, "Time zone must be an IANA time zone name, such as 'Europe/Berlin'"],
    [{ time_zone: 42 }, "Time zone must be an IANA time zone name, such as 'Europe/Berlin'"],
  ])('refuses %j with a message naming the field', (input, message) => {
    expect(messagesOf(input)).toBe(message);
  });
});

describe('reminderRulesField', () => {
  it('refuses a list of 100,000 entries by its length, with one message', () => {
    const huge = Array.from({ length: 100_000 }, () => ({ days: 1, anchor: 'x' }));
    expect(messagesOf({ reminders: huge })).toBe(
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    );
  });

  it('takes [] as no reminders', () => {
    expect(reminderRulesField.parse([])).toEqual([]);
  });
});
