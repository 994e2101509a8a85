import {
  daysLate,
  isFirstLateReminder,
  lateFeeAmount,
  quoteReminderInstant,
  reminderCount,
  reminderDate,
  reminderInstant,
  sendInstant,
  type ReminderPlan,
} from './reminder-schedule';

const plan = (overrides: Partial<ReminderPlan> = {}): ReminderPlan => ({
  dueDate: '2026-03-31',
  rules: [
    { days: 7, anchor: 'after_due' },
    { days: 3, anchor: 'before_due' },
    { days: 0, anchor: 'on_due' },
  ],
  repeatDays: 0,
  maxRepeats: 0,
  timeZone: 'UTC',
  ...overrides,
});

describe('reminderDate', () => {
  it.each([
    ['the before-due one first, whatever the rules order', plan(), 1, '2026-03-28'],
    ['then the one on the due date', plan(), 2, '2026-03-31'],
    ['then the one after it, across a month end', plan(), 3, '2026-04-07'],
    ['nothing after the last, without repeats', plan(), 4, null],
    ['repeats every N days after the last', plan({ repeatDays: 5, maxRepeats: 2 }), 4, '2026-04-12'],
    ['the second repeat', plan({ repeatDays: 5, maxRepeats: 2 }), 5, '2026-04-17'],
    ['no repeat beyond the maximum', plan({ repeatDays: 5, maxRepeats: 2 }), 6, null],
    ['no repeats when their interval is 0', plan({ repeatDays: 0, maxRepeats: 5 }), 4, null],
    [
      'repeats start after the due date when the last rule was before it',
      plan({ rules: [{ days: 3, anchor: 'before_due' }], repeatDays: 2, maxRepeats: 1 }),
      2,
      '2026-04-02',
    ],
    [
      'only repeats when there are no rules',
      plan({ rules: [], repeatDays: 10, maxRepeats: 1 }),
      1,
      '2026-04-10',
    ],
    ['none at all when there are no rules nor repeats', plan({ rules: [] }), 1, null],
    [
      'two rules on one day are one reminder',
      plan({
        rules: [
          { days: 0, anchor: 'on_due' },
          { days: 4, anchor: 'on_due' },
        ],
      }),
      2,
      null,
    ],
    ['a reminder 0 does not exist', plan(), 0, null],
    ['an invoice without a due date has none', plan({ dueDate: '' }), 1, null],
  ])('%s', (_case, given, k, expected) => {
    expect(reminderDate(given, k)).toBe(expected);
  });

  it('counts the scheduled ones and the repeats', () => {
    expect(reminderCount(plan({ repeatDays: 5, maxRepeats: 2 }))).toBe(5);
    expect(reminderCount(plan({ repeatDays: 0, maxRepeats: 2 }))).toBe(3);
  });
});

describe('reminderInstant keeps 09:00 on the wall clock across DST', () => {
  it.each([
    // Berlin: CET (+01:00) until 29 March 2026, CEST (+02:00) after, CET again from 25 October.
    ['Europe/Berlin', '2026-03-28', '2026-03-28T08:00:00.000Z'],
    ['Europe/Berlin', '2026-03-30', '2026-03-30T07:00:00.000Z'],
    ['Europe/Berlin', '2026-10-26', '2026-10-26T08:00:00.000Z'],
    // New York: EST (-05:00) until 8 March 2026, EDT (-04:00) until 1 November.
    ['America/New_York', '2026-03-07', '2026-03-07T14:00:00.000Z'],
    ['America/New_York', '2026-03-09', '2026-03-09T13:00:00.000Z'],
    ['America/New_York', '2026-11-02', '2026-11-02T14:00:00.000Z'],
    ['UTC', '2026-03-09', '2026-03-09T09:00:00.000Z'],
    ['', '2026-03-09', '2026-03-09T09:00:00.000Z'],
    ['Not/AZone', '2026-03-09', '2026-03-09T09:00:00.000Z'],
  ])('%s on %s goes at %s', (zone, date, instant) => {
    expect(sendInstant(date, zone).toISOString()).toBe(instant);
  });

  it('places each reminder of a plan in its zone', () => {
    const berlin = plan({ dueDate: '2026-03-29', timeZone: 'Europe/Berlin' });
    expect([1, 2, 3].map((k) => reminderInstant(berlin, k)?.toISOString())).toEqual([
      '2026-03-26T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-04-05T07:00:00.000Z',
    ]);
    expect(reminderInstant(berlin, 4)).toBeNull();
  });
});

describe('isFirstLateReminder', () => {
  it.each([
    [plan(), 1, false],
    [plan(), 2, false],
    [plan(), 3, true],
    [plan({ repeatDays: 5, maxRepeats: 2 }), 4, false],
    [plan({ rules: [{ days: 3, anchor: 'before_due' }], repeatDays: 2, maxRepeats: 2 }), 2, true],
    [
      plan({
        rules: [
          { days: 1, anchor: 'after_due' },
          { days: 9, anchor: 'after_due' },
        ],
      }),
      2,
      false,
    ],
  ])('%#: reminder %i -> %s', (given, k, expected) => {
    expect(isFirstLateReminder(given, k)).toBe(expected);
  });
});

describe('daysLate', () => {
  it.each([
    ['2026-03-31', '2026-03-28T09:00:00Z', 'UTC', -3],
    ['2026-03-31', '2026-03-31T09:00:00Z', 'UTC', 0],
    ['2026-03-31', '2026-04-07T09:00:00Z', 'UTC', 7],
    // 23:30 UTC on 31 March is already 1 April in Berlin.
    ['2026-03-31', '2026-03-31T23:30:00Z', 'Europe/Berlin', 1],
  ])('due %s, at %s in %s: %i', (due, at, zone, expected) => {
    expect(daysLate(due, new Date(at), zone)).toBe(expected);
  });
});

describe('quoteReminderInstant', () => {
  it.each([
    ['2026-04-10', 3, 'UTC', '2026-04-07T09:00:00.000Z'],
    ['2026-04-10', 3, 'Europe/Berlin', '2026-04-07T07:00:00.000Z'],
    ['2026-04-10', 0, 'UTC', null],
    ['', 3, 'UTC', null],
  ])('valid until %s, %i days before, in %s: %s', (validUntil, days, zone, expected) => {
    expect(quoteReminderInstant(validUntil, days, zone)?.toISOString() ?? null).toBe(expected);
  });
});

describe('lateFeeAmount', () => {
  it.each([
    [{ type: 'fixed' as const, value: '25' }, '100.00', 'EUR', '25.00'],
    [{ type: 'percent' as const, value: '1.5' }, '333.33', 'EUR', '5.00'],
    [{ type: 'percent' as const, value: '2.5' }, '1000', 'JPY', '25'],
    [{ type: 'percent' as const, value: '10' }, '0.04', 'EUR', null],
    [{ type: 'fixed' as const, value: '0' }, '100', 'EUR', null],
  ])('%o on %s %s: %s', (fee, balance, currency, expected) => {
    expect(lateFeeAmount(fee, balance, currency)).toBe(expected);
  });
});
