import { periodLabel, resolvePlaceholders } from './recurring-placeholders';

describe('resolvePlaceholders', () => {
  const monthlyFromMar1 = { startDate: '2026-03-01', frequency: 'monthly' as const };
  it.each([
    ['Retainer :MONTH :YEAR', 1, 'Retainer March 2026'],
    ['Retainer :MONTH :YEAR', 11, 'Retainer January 2027'],
    ['Support :QUARTER :YEAR', 5, 'Support Q3 2026'],
    ['Hosting for :PERIOD', 2, 'Hosting for April 2026'],
    ['No placeholders', 3, 'No placeholders'],
    ['Time 10:30, :MONTHLY stays', 1, 'Time 10:30, :MONTHLY stays'],
    [':MONTH and :MONTH', 1, 'March and March'],
  ])('%s, occurrence %i: %s', (text, sequence, resolved) => {
    expect(resolvePlaceholders(text, { ...monthlyFromMar1, sequence })).toBe(resolved);
  });
});

describe('periodLabel', () => {
  it.each([
    ['monthly', '2026-03-01', 1, 'March 2026'],
    ['monthly', '2026-03-15', 1, '15 Mar – 14 Apr 2026'],
    ['monthly', '2026-12-15', 1, '15 Dec 2026 – 14 Jan 2027'],
    ['quarterly', '2026-01-01', 1, 'Q1 2026'],
    ['quarterly', '2026-01-01', 4, 'Q4 2026'],
    ['quarterly', '2026-02-01', 1, 'February – April 2026'],
    ['bimonthly', '2026-11-01', 1, 'November – December 2026'],
    ['bimonthly', '2026-12-01', 1, 'December 2026 – January 2027'],
    ['semiannually', '2026-07-01', 1, 'July – December 2026'],
    ['yearly', '2026-01-01', 1, '2026'],
    ['weekly', '2026-03-02', 1, '2 Mar – 8 Mar 2026'],
    ['biweekly', '2026-03-02', 1, '2 Mar – 15 Mar 2026'],
  ] as const)('%s from %s, occurrence %i covers %s', (frequency, startDate, sequence, label) => {
    expect(periodLabel({ startDate, frequency, sequence })).toBe(label);
  });
});
