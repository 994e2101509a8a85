import type { Document } from '@paydraft/contracts';
import { z } from 'zod';
import { paymentsAnswer, paymentsAnswerSchema } from './payment.answer';
import { printedDocumentAnswer, printedDocumentAnswerSchema } from './printed-document.answer';

/** The owner's answer of a document: what documentAnswer returns, and the API reference's schema of it. */
export const documentAnswerSchema = z
  .object({
    id: z.string(),
    ...printedDocumentAnswerSchema.shape,
    client_id: z.string().nullable(),
    status: z.string(),
    sender_info: z.string(),
    receiver_info: z.string(),
    converted_invoice_id: z.string().nullable(),
    recurring_id: z.string(),
    preceding_invoice: z.object({ id: z.string(), number: z.string(), issue_date: z.string() }).nullable(),
    ...paymentsAnswerSchema.shape,
    reminders: z.array(z.object({ days: z.number().int(), anchor: z.string() })).nullable(),
    language: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Document' });
export type DocumentAnswer = z.output<typeof documentAnswerSchema>;

/**
 * A document in the spec's field names: what it prints (printedDocumentAnswer), and the owner's own
 * fields. client_id and converted_invoice_id are null when absent;
 * seller, buyer and payment are null on a document saved without them. An invoice also answers its
 * payments, amount_paid and balance_due (null on quotes and credit notes), and its own reminders.
 */
export const documentAnswer = (document: Document | undefined): DocumentAnswer => ({
  id: document?.id ?? '',
  ...printedDocumentAnswer(document),
  client_id: document?.clientId || null,
  status: document?.status ?? '',
  sender_info: document?.senderInfo ?? '',
  receiver_info: document?.receiverInfo ?? '',
  converted_invoice_id: document?.convertedInvoiceId || null,
  // The recurring profile that made the invoice; '' otherwise.
  recurring_id: document?.recurringId ?? '',
  preceding_invoice: precedingInvoiceAnswer(document),
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
