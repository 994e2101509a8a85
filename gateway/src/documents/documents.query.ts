import type { ListDocumentsRequest } from '@paydraft/contracts';
import { z } from 'zod';
import { listQueryFields } from '../common/list-query';
import { DOCUMENT_TYPES } from './document-type.pipe';

/** The history's orders besides the default (newest update first), as documents names them. */
export const DOCUMENT_SORTS = ['total', 'balance', 'due_date', 'issue_date', 'number'] as const;
/** The history's money filters: invoices with a balance, and those among them past due. */
export const PAYMENT_FILTERS = ['unpaid', 'overdue'] as const;

/** The filters and order of the documents list, shared by GET /api/documents/all and its CSV export. */
export const documentFilterFields = {
  search: listQueryFields.search,
  type: z.enum(DOCUMENT_TYPES, { error: 'type must be invoice, quote or credit_note' }).optional(),
  /** A client id, or 'none' for 'No Client Assigned'. */
  client: z
    .string({ error: 'client must be text' })
    .max(100, { error: 'client must be at most 100 characters' })
    .optional(),
  status: z
    .string({ error: 'status must be text' })
    .max(30, { error: 'status must be at most 30 characters' })
    .optional(),
  sort: z
    .enum(DOCUMENT_SORTS, { error: 'sort must be total, balance, due_date, issue_date or number' })
    .optional(),
  /** With `sort`: asc (the default) or desc. Without it the list is newest update first. */
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  payment: z.enum(PAYMENT_FILTERS, { error: 'payment must be unpaid or overdue' }).optional(),
};

/** Query of GET /api/documents/all: the list query, type, client, status and payment filters, and the order. */
export const listDocumentsQuerySchema = z.object({ ...listQueryFields, ...documentFilterFields });

export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

/** Query of GET /api/documents/export.csv: the list's filters and order, every match (no page). */
export const exportDocumentsQuerySchema = z.object(documentFilterFields);

export type ExportDocumentsQuery = z.infer<typeof exportDocumentsQuerySchema>;

/** The list request's filters and order from either query. */
export const documentFiltersOf = (
  query: ExportDocumentsQuery,
): Omit<ListDocumentsRequest, '$typeName' | '$unknown' | 'page' | 'pageSize'> => ({
  search: query.search ?? '',
  documentType: query.type ?? '',
  client: query.client ?? '',
  status: query.status ?? '',
  sort: query.sort ?? '',
  descending: query.order === 'desc',
  payment: query.payment ?? '',
});
