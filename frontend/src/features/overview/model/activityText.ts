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
};

const TYPE_NAMES: Record<Activity['document_type'], string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit note',
};

/** 'Invoice INV-7 marked Paid', 'Quote QUO-3 converted to an invoice': what happened, in a line. */
export function activityText(activity: Activity): string {
  const type = TYPE_NAMES[activity.document_type] ?? 'Document';
  const number = activity.document_number ? ` ${activity.document_number}` : '';
  if (activity.action === 'status_changed') return `${type}${number} marked ${statusLabel(activity.status)}`;
  return `${type}${number} ${VERBS[activity.action] ?? activity.action}`;
}
