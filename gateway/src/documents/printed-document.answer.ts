import type { Document } from '@paydraft/contracts';
import { z } from 'zod';
import { moneyModelAnswer, moneyModelAnswerSchema } from './money-model.answer';

export const itemAnswerSchema = z.object({
  description: z.string(),
  qty: z.string(),
  price: z.string(),
  cols: z.record(z.string(), z.string()).describe('Custom column values by column id'),
  tax_ids: z.array(z.string()),
  discount_percentage: z.string(),
  unit: z.string(),
});
export const columnAnswerSchema = z.object({ id: z.string(), label: z.string() });
export const revisionAnswerSchema = z.object({
  revision: z.number().int(),
  status: z.string(),
  signer_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  total_amount: z.string(),
});

/**
 * What a document prints and how it was decided, in the spec's field names: the part the owner's
 * answer (`documentAnswer`) and the client's (`publicDocumentAnswer`) share, so the two cannot drift.
 */
export const printedDocumentAnswerSchema = z.object({
  document_type: z.string().describe('invoice, quote or credit_note'),
  document_number: z.string(),
  issue_date: z.string(),
  due_or_expiry_date: z.string(),
  po_number: z.string(),
  payment_terms: z.string(),
  currency: z.string(),
  tax_rate: z.string(),
  discount_percentage: z.string(),
  items: z.array(itemAnswerSchema),
  custom_columns: z.array(columnAnswerSchema),
  notes: z.string(),
  total_amount: z.string(),
  ...moneyModelAnswerSchema.shape,
  signer_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  revision: z.number().int(),
  revisions: z.array(revisionAnswerSchema),
});
export type PrintedDocumentAnswer = z.output<typeof printedDocumentAnswerSchema>;

/**
 * Money and percents stay decimal text ('110.00'), as invoice-core computes them; signer_name and
 * decided_at (who accepted a quote on its public view, and when it was accepted or rejected) are null
 * when absent.
 */
export const printedDocumentAnswer = (document: Document | undefined): PrintedDocumentAnswer => ({
  document_type: document?.documentType ?? '',
  document_number: document?.documentNumber ?? '',
  issue_date: document?.issueDate ?? '',
  due_or_expiry_date: document?.dueOrExpiryDate ?? '',
  po_number: document?.poNumber ?? '',
  payment_terms: document?.paymentTerms ?? '',
  currency: document?.currency ?? '',
  tax_rate: document?.taxRate ?? '0',
  discount_percentage: document?.discountPercentage ?? '0',
  items: itemsAnswer(document),
  custom_columns: columnsAnswer(document),
  notes: document?.notes ?? '',
  total_amount: document?.totalAmount ?? '0',
  ...moneyModelAnswer(document),
  signer_name: document?.signerName || null,
  decided_at: document?.decidedAt || null,
  revision: document?.revision || 1,
  revisions: revisionsAnswer(document),
});

const itemsAnswer = (document: Document | undefined): z.output<typeof itemAnswerSchema>[] =>
  (document?.items ?? []).map(({ description, qty, price, cols, taxIds, discountPercentage, unit }) => ({
    description,
    qty,
    price,
    cols,
    tax_ids: [...taxIds],
    discount_percentage: discountPercentage || '0',
    unit,
  }));

const columnsAnswer = (document: Document | undefined) =>
  (document?.customColumns ?? []).map(({ id, label }) => ({ id, label }));

/** A quote's earlier revisions, oldest first, each frozen with the decision it was given. */
const revisionsAnswer = (document: Document | undefined): z.output<typeof revisionAnswerSchema>[] =>
  (document?.revisions ?? []).map((kept) => ({
    revision: kept.revision,
    status: kept.status,
    signer_name: kept.signerName || null,
    decided_at: kept.decidedAt || null,
    total_amount: kept.totalAmount,
  }));
