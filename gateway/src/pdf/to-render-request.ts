import { create } from '@bufbuild/protobuf';
import { DocumentType, RenderDocumentRequestSchema, type RenderDocumentRequest } from '@paydraft/contracts';
import type { BuilderDocument } from '@paydraft/invoice-core';
import type { NormalisedLogo } from './normalise-logo';

const DOCUMENT_TYPES: Record<BuilderDocument['type'], DocumentType> = {
  invoice: DocumentType.INVOICE,
  quote: DocumentType.QUOTE,
};

/** The builder's validated document, as pdf-render's request. */
export function toRenderRequest(
  document: BuilderDocument,
  options: { logo?: NormalisedLogo; watermark: boolean },
): RenderDocumentRequest {
  return create(RenderDocumentRequestSchema, {
    type: DOCUMENT_TYPES[document.type],
    documentNumber: document.documentNumber,
    sender: document.sender,
    receiver: document.receiver,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    poNumber: document.poNumber,
    paymentTerms: document.paymentTerms,
    currency: document.currency,
    customColumns: document.customColumns,
    items: document.items.map((item) => ({
      description: item.description,
      quantity: item.qty,
      rate: item.rate,
      customValues: item.cols,
    })),
    discountPercent: document.discountPct,
    taxRatePercent: document.taxRatePct,
    notes: document.notes,
    logo: options.logo,
    watermark: options.watermark,
  });
}
