import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** Quotes that expire when their 'Valid until' passes: sent or seen, and not decided by the client. */
export const EXPIRING_QUOTE_STATUSES = ['sent', 'viewed'];

/** The zone furthest ahead (UTC+14): no owner's today is later than its today. */
export const FURTHEST_AHEAD_ZONE = 'Pacific/Kiritimati';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * When a quote valid until `validUntil` (YYYY-MM-DD) expires in `zone`: the start of the next day
 * there, so it is valid through the whole of its last day, whatever the daylight saving time.
 * Undefined for a date that is no date.
 */
export function expiryInstant(validUntil: string, zone: string): Date | undefined {
  const match = DATE.exec(validUntil);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const lastDay = new TZDate(year, month - 1, day, zone);
  if (lastDay.getFullYear() !== year || lastDay.getMonth() !== month - 1 || lastDay.getDate() !== day) {
    return undefined;
  }
  return new Date(addDays(lastDay, 1).getTime());
}

/** Whether a quote with this status, decision and 'Valid until' is expired at `now` in `zone`. */
export function isExpiredAt(
  quote: { status: string; decision?: string | null; dueOrExpiryDate?: string | null },
  zone: string,
  now: Date,
): boolean {
  if (!EXPIRING_QUOTE_STATUSES.includes(quote.status) || quote.decision) return false;
  const expiry = expiryInstant(quote.dueOrExpiryDate ?? '', zone);
  return expiry !== undefined && expiry <= now;
}
