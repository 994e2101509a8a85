import { create } from '@bufbuild/protobuf';
import {
  DocumentType,
  PdfFormat,
  RenderDocumentRequestSchema,
  type RenderDocumentRequest,
} from '@paydraft/contracts';
import type { PdfRequest } from '@paydraft/invoice-core';
import type { NormalisedLogo } from '@paydraft/document-render';
import { moneyModelFieldsOf } from '../money/money-model-fields';

const DOCUMENT_TYPES: Record<PdfRequest['document_type'], DocumentType> = {
  invoice: DocumentType.INVOICE,
  quote: DocumentType.QUOTE,
  credit_note: DocumentType.CREDIT_NOTE,
};

/** The validated body of POST /api/pdf as pdf-render's request: the same names, in protobuf's case. */
export function toRenderRequest(
  document: PdfRequest,
  options: {
    logo?: NormalisedLogo;
    watermark: boolean;
    format?: PdfFormat;
    nothingDue?: boolean;
    /** The builder's live preview: 'PREVIEW' across every page. */
    previewMark?: boolean;
  },
): RenderDocumentRequest {
  return create(RenderDocumentRequestSchema, {
    documentType: DOCUMENT_TYPES[document.document_type],
    documentNumber: document.document_number,
    senderInfo: document.sender_info,
    receiverInfo: document.receiver_info,
    issueDate: document.issue_date,
    dueOrExpiryDate: document.due_or_expiry_date,
    poNumber: document.po_number,
    paymentTerms: document.payment_terms,
    currency: document.currency,
    customColumns: document.custom_columns,
    ...moneyModelFieldsOf(document),
    discountPercentage: document.discount_percentage,
    taxRate: document.tax_rate,
    notes: document.notes,
    logo: options.logo,
    watermark: options.watermark,
    tableBorder: document.table_border,
    precedingInvoiceNumber: document.preceding_invoice?.number ?? '',
    precedingInvoiceDate: document.preceding_invoice?.issue_date ?? '',
    format: options.format ?? PdfFormat.UNSPECIFIED,
    nothingDue: options.nothingDue ?? false,
    previewMark: options.previewMark ?? false,
    language: document.language,
  });
}
