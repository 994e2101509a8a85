import type { DocumentData } from '@paydraft/invoice-core';

/** Invoice, quote or credit note: what the builder's state and its defaults per type are keyed by. */
export type DocumentType = DocumentData['document_type'];
