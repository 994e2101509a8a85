import type { DocumentType } from '../api/clientDocumentsApi';

/** Spec 001 section 4: the statuses each type offers; a missing status is shown as draft. */
export const DOCUMENT_STATUSES: Record<DocumentType, readonly string[]> = {
  invoice: ['draft', 'sent', 'viewed', 'paid', 'overdue', 'cancelled', 'completed'],
  quote: ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired', 'completed'],
};

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
