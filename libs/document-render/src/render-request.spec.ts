import { create } from '@bufbuild/protobuf';
import { DocumentSchema, DocumentType, PdfFormat } from '@paydraft/contracts';
import { acceptanceOf, renderRequestOf } from './render-request';

const quote = create(DocumentSchema, {
  id: 'q1',
  documentType: 'quote',
  documentNumber: 'QUO-1',
  status: 'sent',
  issueDate: '2026-11-01',
  dueOrExpiryDate: '2026-11-30',
  currency: 'EUR',
  taxRate: '20',
  discountPercentage: '5',
  senderInfo: JSON.stringify({ name: 'Ada Studio', logo_url: '/api/upload/logo/a.png', city: 'London' }),
  receiverInfo: JSON.stringify('Grace Ltd\nParis'),
  items: [{ description: 'Design', qty: '2', price: '100' }],
  customColumns: [{ id: 'c1', label: 'Hours' }],
  notes: 'Thanks',
});

describe('renderRequestOf', () => {
  it("asks for the document's language, so its PDF, share PDF, mail attachment and e-invoice print in it", () => {
    const german = create(DocumentSchema, { ...quote, language: 'de-DE' });
    expect(renderRequestOf('quote', german, { watermark: false }).language).toBe('de-DE');
  });

  it("carries the stored document's fields, its parties as printable text", () => {
    const request = renderRequestOf('quote', quote, { watermark: false });
    expect(request.documentType).toBe(DocumentType.QUOTE);
    expect(request.documentNumber).toBe('QUO-1');
    expect(request.senderInfo).toBe('Ada Studio\nLondon');
    expect(request.receiverInfo).toBe('Grace Ltd\nParis');
    expect(request.items.map((item) => item.description)).toEqual(['Design']);
    expect(request.customColumns.map((column) => column.label)).toEqual(['Hours']);
    expect([request.currency, request.taxRate, request.discountPercentage]).toEqual(['EUR', '20', '5']);
    expect(request.watermark).toBe(false);
    expect(request.logo).toBeUndefined();
    expect(request.acceptance).toBeUndefined();
  });

  it('carries the money model of a saved document, so its PDF totals as its answer does', () => {
    const taxed = create(DocumentSchema, {
      documentType: 'invoice',
      currency: 'EUR',
      taxes: [{ id: 'vat7', name: 'VAT', rate: '7', category: 'S', compound: false }],
      pricesIncludeTax: true,
      items: [
        {
          description: 'Book',
          qty: '1',
          price: '10',
          taxIds: ['vat7'],
          discountPercentage: '5',
          unit: 'pcs',
        },
      ],
      seller: { name: 'Ada Studio GmbH', vatId: 'DE136695976' },
      buyer: { name: 'Grace SARL', country: 'FR' },
      payment: { iban: 'DE89370400440532013000' },
      buyerReference: '04011000-12345-34',
      deliveryDate: '2026-11-02',
    });

    const request = renderRequestOf('invoice', taxed, { watermark: false });

    expect(request.taxes.map((tax) => [tax.id, tax.rate])).toEqual([['vat7', '7']]);
    expect(request.pricesIncludeTax).toBe(true);
    expect(request.items[0]).toMatchObject({ taxIds: ['vat7'], discountPercentage: '5', unit: 'pcs' });
    expect(request.seller?.vatId).toBe('DE136695976');
    expect(request.buyer?.country).toBe('FR');
    expect(request.payment?.iban).toBe('DE89370400440532013000');
    expect([request.buyerReference, request.deliveryDate]).toEqual(['04011000-12345-34', '2026-11-02']);
  });

  it('passes the logo and the watermark it is given', () => {
    const logo = { data: Buffer.from([1, 2]), mimeType: 'image/png' as const, widthPx: 10, heightPx: 5 };
    const request = renderRequestOf('invoice', quote, { logo, watermark: true });
    expect(request.documentType).toBe(DocumentType.INVOICE);
    expect(request.watermark).toBe(true);
    expect(request.logo?.widthPx).toBe(10);
  });

  it('prints the acceptance of an accepted quote, dated by its UTC day', () => {
    const accepted = {
      ...quote,
      status: 'accepted',
      signerName: 'Grace Hopper',
      decidedAt: '2026-11-20T23:30:00.000Z',
    };
    const request = renderRequestOf('quote', accepted, { watermark: false });
    expect(request.acceptance?.signerName).toBe('Grace Hopper');
    expect(request.acceptance?.acceptedOn).toBe('2026-11-20');
  });
});

describe('acceptanceOf', () => {
  it('is undefined unless the document is accepted with a signer and a time', () => {
    expect(acceptanceOf({ ...quote, status: 'rejected', decidedAt: '2026-11-20T10:00:00Z' })).toBeUndefined();
    expect(
      acceptanceOf({ ...quote, status: 'accepted', signerName: '', decidedAt: '2026-11-20T10:00:00Z' }),
    ).toBeUndefined();
    expect(
      acceptanceOf({ ...quote, status: 'accepted', signerName: 'A', decidedAt: 'not a date' }),
    ).toBeUndefined();
  });
});

describe('renderRequestOf: nothing due', () => {
  const invoice = create(DocumentSchema, {
    ...quote,
    documentType: 'invoice',
    status: 'sent',
    totalAmount: '199.00',
  });

  it('says nothing is due for a paid invoice and for one whose total is zero, so no payment code is drawn', () => {
    expect(renderRequestOf('invoice', invoice, { watermark: false }).nothingDue).toBe(false);
    expect(renderRequestOf('invoice', { ...invoice, status: 'paid' }, { watermark: false }).nothingDue).toBe(
      true,
    );
    expect(
      renderRequestOf('invoice', { ...invoice, totalAmount: '0.00' }, { watermark: false }).nothingDue,
    ).toBe(true);
  });

  it('carries the PDF format asked for', () => {
    const request = renderRequestOf('invoice', invoice, { watermark: false, format: PdfFormat.FACTURX });

    expect(request.format).toBe(PdfFormat.FACTURX);
  });
});

describe('renderRequestOf: payments', () => {
  const invoice = create(DocumentSchema, {
    ...quote,
    documentType: 'invoice',
    status: 'partially_paid',
    totalAmount: '199.00',
    amountPaid: '50.00',
    balanceDue: '149.00',
  });

  it("prints a partly paid invoice's paid amount and balance, unmarked, its payment code kept", () => {
    const request = renderRequestOf('invoice', invoice, { watermark: false });

    expect([request.amountPaid, request.balanceDue]).toEqual(['50.00', '149.00']);
    expect([request.paid, request.nothingDue]).toEqual([false, false]);
  });

  it('marks a paid invoice paid, with nothing due', () => {
    const paid = { ...invoice, status: 'paid', amountPaid: '199.00', balanceDue: '0.00' };
    const request = renderRequestOf('invoice', paid, { watermark: false });

    expect([request.paid, request.nothingDue]).toEqual([true, true]);
  });

  it('has nothing due once the balance is 0, whatever the status (a closed invoice paid in full)', () => {
    const settled = { ...invoice, status: 'completed', amountPaid: '199.00', balanceDue: '0.00' };
    const request = renderRequestOf('invoice', settled, { watermark: false });

    expect([request.paid, request.nothingDue]).toEqual([false, true]);
  });

  it('keeps something due on an invoice saved before payments (no balance stored)', () => {
    const older = { ...invoice, status: 'sent', amountPaid: '', balanceDue: '' };

    expect(renderRequestOf('invoice', older, { watermark: false }).nothingDue).toBe(false);
  });
});
