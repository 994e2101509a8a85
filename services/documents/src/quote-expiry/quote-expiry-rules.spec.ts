import { expiryInstant, isExpiredAt } from './quote-expiry-rules';

describe('quote expiry rules', () => {
  it.each([
    // 'Valid until', zone, expires at (the start of the next day there)
    ['2026-03-01', 'UTC', '2026-03-02T00:00:00.000Z'],
    ['2026-03-01', 'America/New_York', '2026-03-02T05:00:00.000Z'],
    ['2026-03-01', 'Pacific/Kiritimati', '2026-03-01T10:00:00.000Z'],
    // Berlin springs forward on 29 March: the next day starts at 22:00 UTC, not 23:00.
    ['2026-03-29', 'Europe/Berlin', '2026-03-29T22:00:00.000Z'],
    ['2026-03-28', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    // New York falls back on 1 November.
    ['2026-11-01', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-10-31', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2028-02-29', 'UTC', '2028-03-01T00:00:00.000Z'],
  ])('a quote valid until %s in %s expires at %s', (validUntil, zone, expected) => {
    expect(expiryInstant(validUntil, zone)?.toISOString()).toBe(expected);
  });

  it.each(['', '2026-02-30', '2026-13-01', '01/03/2026', 'soon'])('has no expiry for %j', (validUntil) => {
    expect(expiryInstant(validUntil, 'UTC')).toBeUndefined();
  });

  it.each([
    [{ status: 'sent', dueOrExpiryDate: '2026-03-01' }, '2026-03-02T00:00:00Z', true],
    [{ status: 'viewed', dueOrExpiryDate: '2026-03-01' }, '2026-03-02T00:00:00Z', true],
    [{ status: 'sent', dueOrExpiryDate: '2026-03-01' }, '2026-03-01T23:59:59Z', false],
    [{ status: 'draft', dueOrExpiryDate: '2026-03-01' }, '2026-04-01T00:00:00Z', false],
    [{ status: 'accepted', dueOrExpiryDate: '2026-03-01' }, '2026-04-01T00:00:00Z', false],
    [{ status: 'expired', dueOrExpiryDate: '2026-03-01' }, '2026-04-01T00:00:00Z', false],
    [{ status: 'sent', decision: 'rejected', dueOrExpiryDate: '2026-03-01' }, '2026-04-01T00:00:00Z', false],
    [{ status: 'sent', dueOrExpiryDate: '' }, '2026-04-01T00:00:00Z', false],
  ])('%j at %s is expired: %s', (quote, now, expected) => {
    expect(isExpiredAt(quote, 'UTC', new Date(now))).toBe(expected);
  });
});
