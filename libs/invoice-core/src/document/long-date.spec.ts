import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes ISO dates as long US dates, whatever the time zone', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('gives an empty string for missing or impossible dates', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('22/11/2026')).toBe('');
    expect(formatLongDate('2026-13-45')).toBe('');
  });
});
