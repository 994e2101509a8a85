import { DocumentType } from '@paydraft/contracts';
import { builderDocumentSchema } from '@paydraft/invoice-core';
import type { NormalisedLogo } from './normalise-logo';
import { toRenderRequest } from './to-render-request';

const invoice = builderDocumentSchema.parse({
  type: 'invoice',
  documentNumber: 'INV-007',
  sender: 'Ada Ltd\nLondon',
  receiver: 'Bob GmbH',
  issueDate: '2026-11-22',
  dueDate: '2026-12-22',
  poNumber: 'PO-1',
  paymentTerms: 'Net 30',
  currency: 'EUR',
  customColumns: [{ id: 'c1', label: 'Hours' }],
  items: [
    { description: 'Design', qty: 2, rate: '150.50', cols: { c1: '12' } },
    { description: 'Hosting', qty: 'lots', rate: 9.99 },
  ],
  discountPct: 10,
  taxRatePct: '20',
  notes: 'Thanks!',
});

describe('toRenderRequest', () => {
  it('maps every field of the builder document', () => {
    const request = toRenderRequest(invoice, { watermark: true });

    expect(request).toMatchObject({
      type: DocumentType.INVOICE,
      documentNumber: 'INV-007',
      sender: 'Ada Ltd\nLondon',
      receiver: 'Bob GmbH',
      issueDate: '2026-11-22',
      dueDate: '2026-12-22',
      poNumber: 'PO-1',
      paymentTerms: 'Net 30',
      currency: 'EUR',
      customColumns: [{ id: 'c1', label: 'Hours' }],
      items: [
        { description: 'Design', quantity: '2', rate: '150.50', customValues: { c1: '12' } },
        // Non-numeric quantities count as 0 (spec), already normalised by the schema.
        { description: 'Hosting', quantity: '0', rate: '9.99', customValues: {} },
      ],
      discountPercent: '10',
      taxRatePercent: '20',
      notes: 'Thanks!',
      watermark: true,
      tableBorder: false,
    });
    expect(request.logo).toBeUndefined();
  });

  it('maps a quote', () => {
    const quote = builderDocumentSchema.parse({ type: 'quote', items: [{}] });

    expect(toRenderRequest(quote, { watermark: false })).toMatchObject({
      type: DocumentType.QUOTE,
      watermark: false,
    });
  });

  it('carries the normalised logo', () => {
    const logo: NormalisedLogo = {
      data: Buffer.from([1, 2, 3]),
      mimeType: 'image/png',
      widthPx: 472,
      heightPx: 118,
    };

    expect(toRenderRequest(invoice, { logo, watermark: true }).logo).toMatchObject({
      data: Buffer.from([1, 2, 3]),
      mimeType: 'image/png',
      widthPx: 472,
      heightPx: 118,
    });
  });
});
