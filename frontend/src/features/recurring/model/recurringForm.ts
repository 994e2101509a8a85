import {
  RECURRING_FREQUENCY_LABELS,
  withSafeColumnIds,
  type RecurringFrequency,
} from '@paydraft/invoice-core';
import dayjs from 'dayjs';
import { browserTimeZone } from '../../../shared/time/TimeZoneSelect';
import type { RecurringEnd, RecurringInput, RecurringProfile } from '../api/recurringApi';

/** The 'Make recurring' dialog's fields; dates 'YYYY-MM-DD', '' for none. */
export type RecurringFormValues = {
  frequency: RecurringFrequency;
  start_date: string;
  end_type: RecurringEnd['type'];
  /** null while the field is empty. */
  end_count: number | null;
  end_date: string;
  send_time: string;
  time_zone: string;
  due_days: number | null;
  auto_send: boolean;
};

export const DEFAULT_SEND_TIME = '09:00';
export const DEFAULT_DUE_DAYS = 14;
const DEFAULT_END_COUNT = 12;

/** The zone a new profile starts in: the client's, else the owner's, else this browser's. */
export function defaultTimeZone(clientZone?: string | null, ownerZone?: string | null): string {
  return clientZone || ownerZone || browserTimeZone();
}

export function newProfileValues(today: string, timeZone: string, dueDays: number | null | undefined) {
  return {
    frequency: 'monthly',
    start_date: today,
    end_type: 'never',
    end_count: DEFAULT_END_COUNT,
    end_date: '',
    send_time: DEFAULT_SEND_TIME,
    time_zone: timeZone,
    due_days: dueDays && dueDays > 0 ? dueDays : DEFAULT_DUE_DAYS,
    auto_send: false,
  } satisfies RecurringFormValues;
}

export function valuesOfProfile(profile: RecurringProfile): RecurringFormValues {
  const { end } = profile;
  return {
    frequency: profile.frequency,
    start_date: profile.start_date,
    end_type: end.type,
    end_count: end.type === 'after' ? end.count : DEFAULT_END_COUNT,
    end_date: end.type === 'on' ? end.date : '',
    send_time: profile.send_time,
    time_zone: profile.time_zone,
    due_days: profile.due_days,
    auto_send: profile.auto_send,
  };
}

function endOf(values: RecurringFormValues): RecurringEnd {
  if (values.end_type === 'after') return { type: 'after', count: values.end_count ?? 1 };
  if (values.end_type === 'on') return { type: 'on', date: values.end_date };
  return { type: 'never' };
}

export function recurringInputOf(
  values: RecurringFormValues,
  invoice: Record<string, unknown>,
): RecurringInput {
  return {
    invoice,
    frequency: values.frequency,
    start_date: values.start_date,
    end: endOf(values),
    time_zone: values.time_zone,
    send_time: values.send_time,
    auto_send: values.auto_send,
    due_days: values.due_days ?? 0,
  };
}

/**
 * What of a saved invoice a profile copies: its content, not its identity, state or payments. Its
 * number neither: each invoice made takes the next one (the service refuses a template with one).
 */
const NOT_COPIED = [
  'id',
  'document_number',
  'invoice_number',
  'status',
  'created_at',
  'updated_at',
  'payments',
  'amount_paid',
  'balance_due',
  'recurring_id',
  'share_token',
] as const;

/** The saved-document payload of a profile's template, copied from a saved invoice. */
export function templateOf(invoice: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...invoice };
  for (const key of NOT_COPIED) delete copy[key];
  const { columns, items } = withSafeColumnIds(copy.custom_columns, copy.items);
  return { ...copy, custom_columns: columns, items, status: 'draft' };
}

/** '5 Mar 2026' from 'YYYY-MM-DD'. */
export const dayText = (date: string) => dayjs(date).format('D MMM YYYY');

export const frequencyText = (frequency: RecurringFrequency) => RECURRING_FREQUENCY_LABELS[frequency];

/** 'Next: 31 Jan 2026, then monthly'; '' until a first date is chosen. */
export function previewLine(nextDate: string, frequency: RecurringFrequency): string {
  if (!nextDate) return '';
  return `Next: ${dayText(nextDate)}, then ${frequencyText(frequency).toLowerCase()}`;
}

/** Why the values cannot be saved yet, or null. */
export function problemOf(values: RecurringFormValues): string | null {
  if (!values.start_date) return 'Choose a start date';
  if (!/^\d{2}:\d{2}$/.test(values.send_time)) return 'Choose a send time';
  if (!values.time_zone) return 'Choose a time zone';
  if (values.end_type === 'after' && !values.end_count) return 'Say after how many invoices it ends';
  if (values.due_days === null) return 'Say in how many days the invoices are due';
  if (values.end_type === 'on' && !values.end_date) return 'Choose the last date';
  if (values.end_type === 'on' && values.end_date < values.start_date)
    return 'The last date must be on or after the start date';
  return null;
}
