import type { SharedDocumentReply } from '@paydraft/contracts';
import { partyText, senderLogoFile } from '@paydraft/document-render';
import { z } from 'zod';
import {
  columnAnswerSchema,
  columnsAnswer,
  itemAnswerSchema,
  itemsAnswer,
  revisionAnswerSchema,
  revisionsAnswer,
} from '../documents/document.answer';
import { moneyModelAnswer, moneyModelAnswerSchema } from '../documents/money-model.answer';
import type { PayNowOffer } from './pay-now';

/**
 * A shared document as its client sees it (no ids): a quote shows `revision` of `latest_revision`, and
 * `revisions` lists the earlier ones with their decisions.
 */
export const publicDocumentAnswerSchema = z
  .object({
    document_type: z.string(),
    document_number: z.string(),
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
    logo_url: z.string().nullable(),
    business_name: z.string(),
    signer_name: z.string().nullable(),
    decided_at: z.string().nullable(),
    revision: z.number().int(),
    latest_revision: z.number().int(),
    revisions: z.array(revisionAnswerSchema),
    amount_paid: z.string(),
    balance_due: z.string(),
    pay_now: z
      .object({ amount: z.string(), currency: z.string() })
      .nullable()
      .describe(
        "An invoice's offer of card payment when it has a balance and its owner takes cards, else null",
      ),
    language: z.string().describe('BCP 47 tag the page is shown in'),
  })
  .meta({ id: 'PublicDocument' });
export type PublicDocument = z.output<typeof publicDocumentAnswerSchema>;

/**
 * A shared document as its client sees it: what the document prints, the owner's business name, the
 * decision on a quote, and what is paid and due on an invoice (never its payments, whose notes and
 * references are the owner's). Never the database id, the owner's id or the client's: the token is the
 * only key.
 */
export function publicDocumentAnswer(reply: SharedDocumentReply, payNow: PayNowOffer = null): PublicDocument {
  const document = reply.document;
  const logoFile = senderLogoFile(document?.senderInfo ?? '');
  return {
    document_type: document?.documentType ?? '',
    document_number: document?.documentNumber ?? '',
    status: document?.status || 'draft',
    issue_date: document?.issueDate ?? '',
    due_or_expiry_date: document?.dueOrExpiryDate ?? '',
    po_number: document?.poNumber ?? '',
    payment_terms: document?.paymentTerms ?? '',
    currency: document?.currency ?? '',
    tax_rate: document?.taxRate ?? '0',
    discount_percentage: document?.discountPercentage ?? '0',
    sender_info: partyText(document?.senderInfo ?? ''),
    receiver_info: partyText(document?.receiverInfo ?? ''),
    items: itemsAnswer(document),
    custom_columns: columnsAnswer(document),
    notes: document?.notes ?? '',
    total_amount: document?.totalAmount ?? '0',
    ...moneyModelAnswer(document),
    logo_url: logoFile ? `/api/upload/logo/${logoFile}` : null,
    business_name: reply.businessName,
    signer_name: document?.signerName || null,
    decided_at: document?.decidedAt || null,
    revision: document?.revision || 1,
    latest_revision: reply.latestRevision || 1,
    revisions: revisionsAnswer(document),
    amount_paid: document?.amountPaid || '0',
    balance_due: document?.balanceDue || document?.totalAmount || '0',
    pay_now: payNow,
    // BCP 47 tag the page is shown in: the document's (snapshot at save).
    language: document?.language || 'en-US',
  };
}
