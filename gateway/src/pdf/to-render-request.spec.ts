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
  it('asks pdf-render for the language in its canonical case; none is en-US (empty)', () => {
    const german = pdfRequestSchema.parse({ ...invoice, language: 'DE-de' });
    expect(toRenderRequest(german, { watermark: false }).language).toBe('de-DE');
    expect(toRenderRequest(invoice, { watermark: false }).language).toBe('');
  });

  it('carries the money model: taxes, each line’s taxes, discount and unit, parties and payment', () => {
    const request = toRenderRequest(
      pdfRequestSchema.parse({
        document_type: 'invoice',
        currency: 'EUR',
        taxes: [
          { id: 'std', name: 'VAT', rate: 19 },
          { id: 'red', name: 'VAT', rate: 7 },
        ],
        prices_include_tax: true,
        items: [
          { description: 'Design', qty: 3, price: 100, unit: 'h', discount_percentage: 10 },
          { description: 'Book', qty: 1, price: 20, tax_ids: ['red'] },
        ],
        seller: { name: 'Ada Ltd', country: 'de', vat_id: 'DE 136 695 976' },
        buyer: { name: 'Bob SA', country: 'FR' },
        payment: { iban: 'DE89 3704 0044 0532 0130 00', reference: 'RF18 5390 0754 7034' },
        buyer_reference: '04011000-12345-34',
        delivery_date: '2026-11-20',
      }),
      { watermark: false },
    );
    expect(request).toMatchObject({
      taxes: [
        { id: 'std', name: 'VAT', rate: '19', category: 'S', compound: false },
        { id: 'red', name: 'VAT', rate: '7', category: 'S', compound: false },
      ],
      pricesIncludeTax: true,
      items: [
        // A line naming no taxes pays every non-compound tax of the document.
        { qty: '3', price: '100', unit: 'h', discountPercentage: '10', taxIds: ['std', 'red'] },
        { qty: '1', price: '20', unit: '', discountPercentage: '0', taxIds: ['red'] },
      ],
      seller: { name: 'Ada Ltd', country: 'DE', vatId: 'DE136695976' },
      buyer: { name: 'Bob SA', country: 'FR', vatId: '' },
      payment: { iban: 'DE89370400440532013000', reference: 'RF18539007547034' },
      buyerReference: '04011000-12345-34',
      deliveryDate: '2026-11-20',
    });
  });

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
        // Non-numeric quantities count as 0, already normalised by the schema.
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
