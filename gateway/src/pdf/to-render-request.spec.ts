import { DocumentType } from '@paydraft/contracts';
import type { NormalisedLogo } from '@paydraft/document-render';
import { pdfRequestSchema } from '@paydraft/invoice-core';
import { toRenderRequest } from './to-render-request';

const invoice = pdfRequestSchema.parse({
  document_type: 'invoice',
  document_number: 'INV-007',
  sender_info: 'Ada Ltd\nLondon',
  receiver_info: 'Bob GmbH',
  issue_date: '2026-11-22',
  due_or_expiry_date: '2026-12-22',
  po_number: 'PO-1',
  payment_terms: 'Net 30',
  currency: 'EUR',
  custom_columns: [{ id: 'c1', label: 'Hours' }],
  items: [
    { description: 'Design', qty: 2, price: '150.50', cols: { c1: '12' } },
    { description: 'Hosting', qty: 'lots', price: 9.99 },
  ],
  discount_percentage: 10,
  tax_rate: '20',
  notes: 'Thanks!',
});

describe('toRenderRequest', () => {
  it('maps every field of the builder document', () => {
    const request = toRenderRequest(invoice, { watermark: true });

    expect(request).toMatchObject({
      documentType: DocumentType.INVOICE,
      documentNumber: 'INV-007',
      senderInfo: 'Ada Ltd\nLondon',
      receiverInfo: 'Bob GmbH',
      issueDate: '2026-11-22',
      dueOrExpiryDate: '2026-12-22',
      poNumber: 'PO-1',
      paymentTerms: 'Net 30',
      currency: 'EUR',
      customColumns: [{ id: 'c1', label: 'Hours' }],
      items: [
        { description: 'Design', qty: '2', price: '150.50', cols: { c1: '12' } },
        // Non-numeric quantities count as 0 (spec), already normalised by the schema.
        { description: 'Hosting', qty: '0', price: '9.99', cols: {} },
      ],
      discountPercentage: '10',
      taxRate: '20',
      notes: 'Thanks!',
      watermark: true,
      tableBorder: false,
    });
    expect(request.logo).toBeUndefined();
  });

  it('maps a quote', () => {
    const quote = pdfRequestSchema.parse({ document_type: 'quote', items: [{}] });

    expect(toRenderRequest(quote, { watermark: false })).toMatchObject({
      documentType: DocumentType.QUOTE,
      watermark: false,
    });
  });

  it('draws the table border the page asked for', () => {
    const bordered = pdfRequestSchema.parse({ document_type: 'invoice', items: [{}], table_border: true });

    expect(toRenderRequest(bordered, { watermark: false }).tableBorder).toBe(true);
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
