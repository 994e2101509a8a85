import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The team's hours: open from 08:00 up to, not including, 22:00 U.S. Eastern Time. */
export const BUSINESS_HOURS = { timeZone: 'America/New_York', opensAt: 8, closesAt: 22 } as const;
/** How often the indicator looks at the clock again. */
export const BUSINESS_HOURS_REFRESH_MS = 60_000;

/** The hour (0–23) at `now` in New York, with daylight saving time as the time-zone database has it. */
export function easternHour(now: Date): number {
  return dayjs(now).tz(BUSINESS_HOURS.timeZone).hour();
}

export function isOpenAt(now: Date): boolean {
  const hour = easternHour(now);
  return hour >= BUSINESS_HOURS.opensAt && hour < BUSINESS_HOURS.closesAt;
}
