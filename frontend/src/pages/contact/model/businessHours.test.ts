import { easternHour, isOpenAt } from './businessHours';

describe('business hours in U.S. Eastern Time', () => {
  it.each([
    // Winter: EST is UTC−5.
    ['2027-01-13T12:59:00Z', 7, false],
    ['2027-01-13T13:00:00Z', 8, true],
    ['2027-01-13T14:00:00Z', 9, true],
    ['2027-01-14T02:59:00Z', 21, true],
    ['2027-01-14T03:00:00Z', 22, false],
    // Summer: EDT is UTC−4.
    ['2027-07-14T12:00:00Z', 8, true],
    ['2027-07-14T13:00:00Z', 9, true],
    ['2027-07-15T02:00:00Z', 22, false],
    ['2027-07-15T01:59:00Z', 21, true],
  ])('%s is %i o’clock, open: %s', (iso, hour, open) => {
    expect(easternHour(new Date(iso))).toBe(hour);
    expect(isOpenAt(new Date(iso))).toBe(open);
  });

  it('follows the daylight-saving change (14 March 2027, 02:00 EST → 03:00 EDT)', () => {
    // 12:30 UTC is 07:30 EST the day before the change and 08:30 EDT the day after.
    expect(isOpenAt(new Date('2027-03-13T12:30:00Z'))).toBe(false);
    expect(isOpenAt(new Date('2027-03-15T12:30:00Z'))).toBe(true);
  });
});
