import {
  isCalendarDate,
  isPastEnd,
  isSendTime,
  lastOccurrenceDate,
  occurrenceDate,
  occurrenceInstant,
  type RecurringSchedule,
} from './recurring-dates';

describe('occurrenceDate', () => {
  const monthlyFromJan31 = { startDate: '2026-01-31', frequency: 'monthly' as const };
  it.each([
    [1, '2026-01-31'],
    [2, '2026-02-28'],
    [3, '2026-03-31'],
    [4, '2026-04-30'],
    [5, '2026-05-31'],
    [6, '2026-06-30'],
    [7, '2026-07-31'],
    [8, '2026-08-31'],
    [9, '2026-09-30'],
    [10, '2026-10-31'],
    [11, '2026-11-30'],
    [12, '2026-12-31'],
    [13, '2027-01-31'],
    [14, '2027-02-28'],
  ])('Jan 31 monthly: occurrence %i is %s (clamped, never drifting)', (sequence, date) => {
    expect(occurrenceDate(monthlyFromJan31, sequence)).toBe(date);
  });

  it('clamps to Feb 29 in a leap year', () => {
    expect(occurrenceDate({ startDate: '2028-01-31', frequency: 'monthly' }, 2)).toBe('2028-02-29');
  });

  const yearlyFromFeb29 = { startDate: '2024-02-29', frequency: 'yearly' as const };
  it.each([
    [1, '2024-02-29'],
    [2, '2025-02-28'],
    [3, '2026-02-28'],
    [4, '2027-02-28'],
    [5, '2028-02-29'],
    [6, '2029-02-28'],
  ])('yearly from Feb 29: occurrence %i is %s', (sequence, date) => {
    expect(occurrenceDate(yearlyFromFeb29, sequence)).toBe(date);
  });

  it.each([
    ['weekly', 3, '2026-03-16'],
    ['biweekly', 3, '2026-03-30'],
    ['four_weekly', 2, '2026-03-30'],
    ['bimonthly', 2, '2026-05-02'],
    ['quarterly', 2, '2026-06-02'],
    ['semiannually', 2, '2026-09-02'],
  ] as const)('%s from 2026-03-02: occurrence %i is %s', (frequency, sequence, date) => {
    expect(occurrenceDate({ startDate: '2026-03-02', frequency }, sequence)).toBe(date);
  });
});

describe('occurrenceInstant keeps the wall-clock send time across DST', () => {
  const weekly = (startDate: string) => ({ startDate, frequency: 'weekly' as const });
  it.each([
    // America/New_York: EST (UTC-5) until 2026-03-08, EDT (UTC-4) until 2026-11-01.
    ['America/New_York', weekly('2026-03-01'), 1, '2026-03-01T14:00:00.000Z'],
    ['America/New_York', weekly('2026-03-01'), 2, '2026-03-08T13:00:00.000Z'],
    ['America/New_York', weekly('2026-03-01'), 3, '2026-03-15T13:00:00.000Z'],
    ['America/New_York', weekly('2026-10-25'), 1, '2026-10-25T13:00:00.000Z'],
    ['America/New_York', weekly('2026-10-25'), 2, '2026-11-01T14:00:00.000Z'],
    ['America/New_York', weekly('2026-10-25'), 3, '2026-11-08T14:00:00.000Z'],
    // Europe/Berlin: CET (UTC+1) until 2026-03-29, CEST (UTC+2) until 2026-10-25.
    ['Europe/Berlin', weekly('2026-03-22'), 1, '2026-03-22T08:00:00.000Z'],
    ['Europe/Berlin', weekly('2026-03-22'), 2, '2026-03-29T07:00:00.000Z'],
    ['Europe/Berlin', weekly('2026-03-22'), 3, '2026-04-05T07:00:00.000Z'],
    ['Europe/Berlin', weekly('2026-10-18'), 1, '2026-10-18T07:00:00.000Z'],
    ['Europe/Berlin', weekly('2026-10-18'), 2, '2026-10-25T08:00:00.000Z'],
    ['Europe/Berlin', weekly('2026-10-18'), 3, '2026-11-01T08:00:00.000Z'],
  ])('%s, weekly from %o: occurrence %i at 09:00 local is %s', (zone, schedule, sequence, instant) => {
    const at = occurrenceInstant(occurrenceDate(schedule, sequence), '09:00', zone);
    expect(at.toISOString()).toBe(instant);
    const localHour = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(localHour.format(at)).toBe('09:00');
  });

  it('moves a send time inside the spring-forward gap past the gap', () => {
    expect(occurrenceInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('the end rules', () => {
  const quarterlyAfter5: RecurringSchedule = {
    startDate: '2026-01-15',
    frequency: 'quarterly',
    end: { type: 'after', count: 5 },
  };
  it.each([
    [1, 0, '2026-01-15', false],
    [2, 1, '2026-04-15', false],
    [3, 2, '2026-07-15', false],
    [4, 3, '2026-10-15', false],
    [5, 4, '2027-01-15', false],
    [6, 5, '2027-04-15', true],
  ])(
    'quarterly ending after 5: occurrence %i (after %i made) on %s is past the end: %s',
    (sequence, made, date, past) => {
      expect(occurrenceDate(quarterlyAfter5, sequence)).toBe(date);
      expect(isPastEnd(quarterlyAfter5, sequence, made)).toBe(past);
    },
  );

  it('quarterly ending after 5: the last is the 5th, or one later per skipped occurrence', () => {
    expect(lastOccurrenceDate(quarterlyAfter5)).toBe('2027-01-15');
    expect(lastOccurrenceDate(quarterlyAfter5, 1)).toBe('2027-04-15');
    // Skipped occurrence 2: occurrence 6 is still made (4 made so far), occurrence 7 is not.
    expect(isPastEnd(quarterlyAfter5, 6, 4)).toBe(false);
    expect(isPastEnd(quarterlyAfter5, 7, 5)).toBe(true);
  });

  it.each([
    ['2026-03-31', '2026-03-31'],
    ['2026-04-29', '2026-03-31'],
    ['2026-04-30', '2026-04-30'],
    ['2026-01-30', undefined],
  ])('monthly from Jan 31 ending on %s: the last occurrence is %s', (endDate, last) => {
    const schedule: RecurringSchedule = {
      startDate: '2026-01-31',
      frequency: 'monthly',
      end: { type: 'on', date: endDate },
    };
    expect(lastOccurrenceDate(schedule)).toBe(last);
  });

  it('never ends', () => {
    const schedule: RecurringSchedule = {
      startDate: '2026-01-31',
      frequency: 'weekly',
      end: { type: 'never' },
    };
    expect(isPastEnd(schedule, 10_000, 10_000)).toBe(false);
    expect(lastOccurrenceDate(schedule)).toBeUndefined();
  });
});

describe('input checks', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['', false],
  ])('isCalendarDate(%s) is %s', (date, valid) => expect(isCalendarDate(date)).toBe(valid));

  it.each([
    ['09:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
  ])('isSendTime(%s) is %s', (time, valid) => expect(isSendTime(time)).toBe(valid));
});
