import { canonicalTimeZone, isTimeZone } from './time-zone';

describe('canonicalTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    [' america/new_york ', 'America/New_York'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['UTC', 'UTC'],
    ['', ''],
    ['   ', ''],
  ])('takes %j as %j', (input, zone) => {
    expect(canonicalTimeZone(input)).toBe(zone);
  });

  it.each(['Mars/Olympus', '+01:00', 'Europe/Berlin; DROP', 'Europe//Berlin', `Europe/${'x'.repeat(80)}`])(
    'refuses %j',
    (input) => {
      expect(canonicalTimeZone(input)).toBeNull();
    },
  );
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('isTimeZone(%s) is %s', (zone, valid) => expect(isTimeZone(zone)).toBe(valid));
});
