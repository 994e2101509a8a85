import type { Document } from '@paydraft/contracts';
import { z } from 'zod';
import { moneyModelAnswer, moneyModelAnswerSchema } from './money-model.answer';
import { paymentsAnswer, paymentsAnswerSchema } from './payment.answer';

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

/** The owner's answer of a document: what documentAnswer returns, and the API reference's schema of it. */
export const documentAnswerSchema = z
  .object({
    id: z.string(),
    document_type: z.string().describe('invoice, quote or credit_note'),
    document_number: z.string(),
    client_id: z.string().nullable(),
    status: z.string(),
    issue_date: z.string(),
    due_or_expiry_date: z.string(),
    po_number: z.string(),
    payment_terms: z.string(),
    currency: z.string(),
    tax_rate: z.string(),
    discount_percentage: z.string(),
    sender_info: z.string(),
    receiver_info: z.string(),
    items: z.array(itemAnswerSchema),
    custom_columns: z.array(columnAnswerSchema),
    notes: z.string(),
    total_amount: z.string(),
    ...moneyModelAnswerSchema.shape,
    converted_invoice_id: z.string().nullable(),
    recurring_id: z.string(),
    preceding_invoice: z.object({ id: z.string(), number: z.string(), issue_date: z.string() }).nullable(),
    signer_name: z.string().nullable(),
    decided_at: z.string().nullable(),
    revision: z.number().int(),
    revisions: z.array(revisionAnswerSchema),
    ...paymentsAnswerSchema.shape,
    reminders: z.array(z.object({ days: z.number().int(), anchor: z.string() })).nullable(),
    language: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Document' });
export type DocumentAnswer = z.output<typeof documentAnswerSchema>;

/** The document's items in the spec's field names (the owner's answer and the public one). */
export const itemsAnswer = (document: Document | undefined): z.output<typeof itemAnswerSchema>[] =>
  (document?.items ?? []).map(({ description, qty, price, cols, taxIds, discountPercentage, unit }) => ({
    description,
    qty,
    price,
    cols,
    tax_ids: [...taxIds],
    discount_percentage: discountPercentage || '0',
    unit,
  }));

export const columnsAnswer = (document: Document | undefined) =>
  (document?.customColumns ?? []).map(({ id, label }) => ({ id, label }));

/**
 * A document in the spec's field names. Money and percents stay decimal text ('110.00'), as
 * invoice-core computes them; client_id, converted_invoice_id, signer_name and decided_at are null when
 * absent (the last two: who accepted a quote on its public view, and when it was accepted or rejected);
 * seller, buyer and payment are null on a document saved without them. An invoice also answers its
 * payments, amount_paid and balance_due (null on quotes and credit notes), and its own reminders.
 */
export const documentAnswer = (document: Document | undefined): DocumentAnswer => ({
  id: document?.id ?? '',
  document_type: document?.documentType ?? '',
  document_number: document?.documentNumber ?? '',
  client_id: document?.clientId || null,
  status: document?.status ?? '',
  issue_date: document?.issueDate ?? '',
  due_or_expiry_date: document?.dueOrExpiryDate ?? '',
  po_number: document?.poNumber ?? '',
  payment_terms: document?.paymentTerms ?? '',
  currency: document?.currency ?? '',
  tax_rate: document?.taxRate ?? '0',
  discount_percentage: document?.discountPercentage ?? '0',
  sender_info: document?.senderInfo ?? '',
  receiver_info: document?.receiverInfo ?? '',
  items: itemsAnswer(document),
  custom_columns: columnsAnswer(document),
  notes: document?.notes ?? '',
  total_amount: document?.totalAmount ?? '0',
  ...moneyModelAnswer(document),
  converted_invoice_id: document?.convertedInvoiceId || null,
  // The recurring profile that made the invoice; '' otherwise.
  recurring_id: document?.recurringId ?? '',
  preceding_invoice: precedingInvoiceAnswer(document),
  signer_name: document?.signerName || null,
  decided_at: document?.decidedAt || null,
  revision: document?.revision || 1,
  revisions: revisionsAnswer(document),
  ...paymentsAnswer(document),
  reminders: remindersAnswer(document),
  // BCP 47 tag it is printed, shown and mailed in (snapshot at save).
  language: document?.language || 'en-US',
  created_at: document?.createdAt ?? '',
  updated_at: document?.updatedAt ?? '',
});

/** An invoice's own reminders, `[{ days, anchor }]` ([]: none); null when it follows the preferences. */
const remindersAnswer = (document: Document | undefined) =>
  document?.reminders ? document.reminders.rules.map(({ days, anchor }) => ({ days, anchor })) : null;

/** A credit note's invoice: `{ id, number, issue_date }`, null on other documents. */
const precedingInvoiceAnswer = (document: Document | undefined) => {
  const preceding = document?.precedingInvoice;
  return preceding ? { id: preceding.id, number: preceding.number, issue_date: preceding.issueDate } : null;
};

/** A quote's earlier revisions, oldest first, each frozen with the decision it was given. */
export const revisionsAnswer = (document: Document | undefined): z.output<typeof revisionAnswerSchema>[] =>
  (document?.revisions ?? []).map((kept) => ({
    revision: kept.revision,
    status: kept.status,
    signer_name: kept.signerName || null,
    decided_at: kept.decidedAt || null,
    total_amount: kept.totalAmount,
  }));
