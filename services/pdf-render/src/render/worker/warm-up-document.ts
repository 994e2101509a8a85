import { create } from '@bufbuild/protobuf';
import { DocumentType, RenderDocumentRequestSchema } from '@paydraft/contracts';

/**
 * A one-line invoice touching every block of the layout, rendered by each render thread before it takes
 * requests: the first render loads the Latin fonts and compiles the layout, which took seconds on a busy
 * machine and made the first user's request time out.
 */
export const WARM_UP_DOCUMENT = create(RenderDocumentRequestSchema, {
  documentType: DocumentType.INVOICE,
  documentNumber: 'WARM-UP',
  senderInfo: 'Paydraft',
  receiverInfo: 'Warm-up',
  issueDate: '2026-01-01',
  dueOrExpiryDate: '2026-01-31',
  currency: 'USD',
  items: [{ description: 'Warm-up', qty: '1', price: '1.00' }],
  discountPercentage: '1',
  taxRate: '1',
});
