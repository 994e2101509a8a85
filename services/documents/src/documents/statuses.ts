/** The kinds of saved document, as the paths name them (a credit note corrects one invoice). */
export const DOCUMENT_TYPES = ['invoice', 'quote', 'credit_note'] as const;
export type DocumentTypeName = (typeof DOCUMENT_TYPES)[number];

/** The spec's statuses per type ('pending' is offered by one quote list, so quotes accept it). */
export const STATUSES: Record<DocumentTypeName, readonly string[]> = {
  // partially_paid and paid follow the recorded payments (payments/), overdue the due date too.
  invoice: ['draft', 'sent', 'viewed', 'partially_paid', 'paid', 'overdue', 'cancelled', 'completed'],
  quote: ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired', 'completed', 'pending'],
  // Nothing is paid on a credit note: it is issued (sent), seen, settled (completed) or withdrawn.
  credit_note: ['draft', 'sent', 'viewed', 'completed', 'cancelled'],
};

export const DEFAULT_STATUS = 'draft';

export function isDocumentType(value: string): value is DocumentTypeName {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The stats' definitions (docs/services/documents.md#stats): which statuses each dashboard count takes. */
export const PENDING_QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'pending'];
export const COMPLETED_QUOTE_STATUSES = ['accepted', 'completed'];
export const COMPLETED_INVOICE_STATUSES = ['paid', 'completed'];

/**
 * Invoices sent and not settled: what the overview counts as outstanding and the history's 'Unpaid'
 * filter lists (with a balance). Drafts, cancelled, paid and completed invoices are not asked for money.
 */
export const OUTSTANDING_INVOICE_STATUSES = ['sent', 'viewed', 'partially_paid', 'overdue'];
