import { documentAmount } from '../../../shared/documents/documentMoney';
import type { RecurringProfile, RecurringStatus } from '../api/recurringApi';
import { dayText } from './recurringForm';

export const STATUS_TAGS: Record<RecurringStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  ended: { label: 'Ended', color: 'default' },
};

/** The template's total in its currency ('€1,200.00'). */
export const profileAmount = (profile: RecurringProfile) =>
  documentAmount({
    document_type: 'invoice',
    total_amount: String(profile.invoice.total_amount ?? '0'),
    currency: String(profile.invoice.currency ?? ''),
  });

/** The receiver's name written on the template, when the client list does not know the client. */
export function receiverName(invoice: Record<string, unknown>): string {
  const info = invoice.receiver_info;
  let parsed: unknown = info;
  if (typeof info === 'string') {
    try {
      parsed = JSON.parse(info);
    } catch {
      return info.split('\n')[0] ?? '';
    }
  }
  const name = (parsed as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

/** '31 Jan 2026', or '—' once the profile has ended. */
export function nextDayText(profile: RecurringProfile): string {
  return profile.status === 'ended' || !profile.next_date ? '—' : dayText(profile.next_date);
}

/** '09:00 Europe/Berlin': when on that day, in the profile's zone; '' once ended. */
export function nextTimeText(profile: RecurringProfile): string {
  return profile.status === 'ended' || !profile.next_date ? '' : `${profile.send_time} ${profile.time_zone}`;
}

/** '31 Jan 2026, 09:00 Europe/Berlin', or '—' once the profile has ended. */
export function nextText(profile: RecurringProfile): string {
  const time = nextTimeText(profile);
  return time ? `${nextDayText(profile)}, ${time}` : '—';
}
