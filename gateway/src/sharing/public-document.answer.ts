import type { SharedDocumentReply } from '@paydraft/contracts';
import { partyText, senderLogoFile } from '@paydraft/document-render';
import { columnsAnswer, itemsAnswer, revisionsAnswer } from '../documents/document.answer';
import { moneyModelAnswer } from '../documents/money-model.answer';
import type { PayNowOffer } from './pay-now';

/** The OpenAPI description of the public document's answer. */
export const PUBLIC_DOCUMENT_DESCRIPTION =
  '`{ success: true, data: { document_type, document_number, status, issue_date, due_or_expiry_date, po_number, ' +
  'payment_terms, currency, tax_rate, discount_percentage, sender_info, receiver_info, items, custom_columns, notes, ' +
  'total_amount, taxes, prices_include_tax, seller, buyer, payment, buyer_reference, delivery_date, subtotal, ' +
  'discount_amount, tax_breakdown, tax_amount, rounding, total, logo_url, business_name, signer_name, decided_at, revision, latest_revision, revisions: ' +
  '[{ revision, status, signer_name, decided_at, total_amount }], amount_paid, balance_due, pay_now, language } }` (no ids); ' +
  'a quote shows `revision` of `latest_revision`, and `revisions` lists the earlier ones with their decisions; an ' +
  "invoice's `pay_now` is `{ amount, currency }` when it has a balance and its owner takes card payments, else null";

/**
 * A shared document as its client sees it: what the document prints, the owner's business name, the
 * decision on a quote, and what is paid and due on an invoice (never its payments, whose notes and
 * references are the owner's). Never the database id, the owner's id or the client's: the token is the
 * only key.
 */
export function publicDocumentAnswer(reply: SharedDocumentReply, payNow: PayNowOffer = null) {
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

export type PublicDocument = ReturnType<typeof publicDocumentAnswer>;
