import dayjs from 'dayjs';
import { statusLabel } from '../../../shared/documents/statusColors';
import type { Activity } from '../api/overviewApi';

const VERBS: Record<Activity['action'], string> = {
  created: 'created',
  updated: 'updated',
  status_changed: 'marked',
  converted: 'converted to an invoice',
  deleted: 'deleted',
  sent: 'sent',
  viewed: 'viewed by the client',
  accepted: 'accepted by the client',
  rejected: 'rejected by the client',
  payment_recorded: 'received a payment',
  payment_deleted: 'had a payment deleted',
  payment_refunded: 'had a payment refunded',
  reminder_sent: 'reminder sent',
  created_from_recurring: 'created from recurring profile',
  marked_overdue: 'marked overdue',
  expired: 'expired',
};

/** The scheduler's entries, told as events of their own (issue 25 'Visibility'). */
const SCHEDULED: Partial<Record<Activity['action'], (activity: Activity) => string>> = {
  reminder_sent: (activity) => (activity.reminder ? `Reminder ${activity.reminder} sent` : 'Reminder sent'),
  created_from_recurring: () => 'Created from recurring profile',
  marked_overdue: () => 'Marked overdue',
  expired: () => 'Expired',
};

const TYPE_NAMES: Record<Activity['document_type'], string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit note',
};

/** 'Invoice INV-7 marked Paid', 'Invoice INV-2: Reminder 1 sent': what happened, in a line. */
export function activityText(activity: Activity): string {
  const type = TYPE_NAMES[activity.document_type] ?? 'Document';
  const number = activity.document_number ? ` ${activity.document_number}` : '';
  const scheduled = SCHEDULED[activity.action];
  if (scheduled) return `${type}${number}: ${scheduled(activity)}`;
  if (activity.action === 'status_changed') return `${type}${number} marked ${statusLabel(activity.status)}`;
  return `${type}${number} ${VERBS[activity.action] ?? activity.action}`;
}

/** What happened to the document itself, without naming it. */
function eventText(activity: Activity): string {
  const scheduled = SCHEDULED[activity.action];
  if (scheduled) return scheduled(activity);
  if (activity.action === 'status_changed') return `Marked ${statusLabel(activity.status)}`;
  const verb = VERBS[activity.action] ?? activity.action;
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

/** A line of a document's timeline: 'Reminder 1 sent on 5 Mar 2026'. */
export function timelineText(activity: Activity): string {
  return `${eventText(activity)} on ${dayjs(activity.created_at).format('D MMM YYYY')}`;
}
