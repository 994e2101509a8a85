import { create } from '@bufbuild/protobuf';
import {
  DocumentType,
  PdfFormat,
  RenderDocumentRequestSchema,
  type Document,
  type RenderDocumentRequest,
} from '@paydraft/contracts';
import type { NormalisedLogo } from './normalised-logo';
import { partyText } from './party-text';

export type StoredDocumentType = 'invoice' | 'quote' | 'credit_note';

/** 'Accepted by NAME on DATE' under an accepted quote's totals. */
export type DocumentAcceptance = { signerName: string; acceptedOn: string };

export type RenderOptions = {
  logo?: NormalisedLogo;
  watermark: boolean;
  /** By default the document's own (see acceptanceOf); given, it is printed instead. */
  acceptance?: DocumentAcceptance;
  /** The page alone (the default), or Factur-X: the page with the CII XML attached. */
  format?: PdfFormat;
};

const RENDER_TYPES: Record<StoredDocumentType, DocumentType> = {
  invoice: DocumentType.INVOICE,
  quote: DocumentType.QUOTE,
  credit_note: DocumentType.CREDIT_NOTE,
};

/**
 * The acceptance a stored document prints: its signer and the day (UTC, YYYY-MM-DD) it was decided,
 * only when its status is accepted and both are known.
 */
export function acceptanceOf(document: Document): DocumentAcceptance | undefined {
  if (document.status !== 'accepted' || !document.signerName || !document.decidedAt) return undefined;
  const decided = new Date(document.decidedAt);
  if (Number.isNaN(decided.getTime())) return undefined;
  return { signerName: document.signerName, acceptedOn: decided.toISOString().slice(0, 10) };
}

/**
 * A paid invoice, a document whose total is zero, or an invoice whose balance is 0 (paid in full, in
 * whatever status the owner closed it): its PDF carries no payment code. An invoice saved before
 * payments has no balance stored, and owes its total.
 */
export function nothingDueOf(document: Pick<Document, 'status' | 'totalAmount' | 'balanceDue'>): boolean {
  const isZero = (amount: string) => amount.trim() !== '' && Number(amount) === 0;
  return document.status === 'paid' || isZero(document.totalAmount) || isZero(document.balanceDue);
}

/** A stored document as pdf-render's request: its parties as printable text, its logo and watermark. */
export function renderRequestOf(
  type: StoredDocumentType,
  document: Document,
  options: RenderOptions,
): RenderDocumentRequest {
  const acceptance = options.acceptance ?? acceptanceOf(document);
  return create(RenderDocumentRequestSchema, {
    documentType: RENDER_TYPES[type],
    documentNumber: document.documentNumber,
    senderInfo: partyText(document.senderInfo),
    receiverInfo: partyText(document.receiverInfo),
    issueDate: document.issueDate,
    dueOrExpiryDate: document.dueOrExpiryDate,
    poNumber: document.poNumber,
    paymentTerms: document.paymentTerms,
    currency: document.currency,
    customColumns: document.customColumns,
    items: document.items,
    discountPercentage: document.discountPercentage,
    taxRate: document.taxRate,
    taxes: document.taxes,
    pricesIncludeTax: document.pricesIncludeTax,
    seller: document.seller,
    buyer: document.buyer,
    payment: document.payment,
    buyerReference: document.buyerReference,
    deliveryDate: document.deliveryDate,
    notes: document.notes,
    logo: options.logo,
    watermark: options.watermark,
    acceptance,
    precedingInvoiceNumber: document.precedingInvoice?.number ?? '',
    precedingInvoiceDate: document.precedingInvoice?.issueDate ?? '',
    format: options.format ?? PdfFormat.UNSPECIFIED,
    nothingDue: nothingDueOf(document),
    // 'Paid' and 'Balance due' under the total, and the PAID mark (pdf-render prints them on invoices).
    amountPaid: document.amountPaid,
    balanceDue: document.balanceDue,
    paid: document.status === 'paid',
    // Its labels and formats: the document's language (snapshot at save; '' reads as en-US).
    language: document.language,
  });
}
