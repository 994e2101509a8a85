import type { RenderDocumentRequest } from '@paydraft/contracts';
import { sampleInvoice } from '../../services/pdf-render/test/fixtures/sample-documents';
import { sampleLogo } from '../../services/pdf-render/test/fixtures/sample-logo';

export type BenchDocuments = {
  onePage: RenderDocumentRequest;
  onePageWithLogo: RenderDocumentRequest;
  manyItems: RenderDocumentRequest;
  logo: Buffer;
};

/** The issue's two cases: a 12-item one-page invoice (with and without logo) and 300 items. */
export async function benchDocuments(): Promise<BenchDocuments> {
  const logo = await sampleLogo();
  return {
    onePage: sampleInvoice(12),
    onePageWithLogo: sampleInvoice(12, { logo }),
    manyItems: sampleInvoice(300),
    logo: logo.data,
  };
}

/** The same document as the builder posts it to the gateway (`document` field of POST /api/pdf). */
export function toBuilderJson(request: RenderDocumentRequest): string {
  return JSON.stringify({
    type: 'invoice',
    documentNumber: request.documentNumber,
    sender: request.sender,
    receiver: request.receiver,
    issueDate: request.issueDate,
    dueDate: request.dueDate,
    poNumber: request.poNumber,
    paymentTerms: request.paymentTerms,
    currency: request.currency,
    items: request.items.map((item) => ({
      description: item.description,
      qty: item.quantity,
      rate: item.rate,
    })),
    discountPct: request.discountPercent,
    taxRatePct: request.taxRatePercent,
    notes: request.notes,
  });
}
