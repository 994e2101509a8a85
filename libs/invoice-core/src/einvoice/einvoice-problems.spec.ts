import { einvoiceProblems, type EInvoiceSubject } from './einvoice-problems';

const ready: EInvoiceSubject = {
  document_type: 'invoice',
  document_number: 'INV-1',
  taxes: [{ id: 'vat19', name: 'VAT', category: 'S', compound: false }],
  items: [{ tax_ids: ['vat19'] }],
  seller: { name: 'Muster GmbH', country: 'DE', vat_id: 'DE136695976' },
  buyer: { name: 'Kunde AG', country: 'DE' },
  payment: { iban: 'DE02120300000000202051' },
};

const fields = (subject: EInvoiceSubject, payable = true) =>
  einvoiceProblems(subject, 'en16931', { payable }).map((problem) => problem.field);

describe('einvoiceProblems', () => {
  it('finds nothing missing on a complete invoice', () => {
    expect(einvoiceProblems(ready, 'en16931', { payable: true })).toEqual([]);
  });

  it('refuses quotes', () => {
    expect(fields({ ...ready, document_type: 'quote' })).toEqual(['document_type']);
  });

  it('lists the parties, number and payment means a bare builder draft lacks', () => {
    expect(fields({ document_type: 'invoice', tax_rate: '19', items: [{}] })).toEqual([
      'document_number',
      'seller.name',
      'seller.country',
      'buyer.name',
      'buyer.country',
      'seller.vat_id',
      'payment.iban',
    ]);
  });

  it('needs no IBAN when nothing is left to pay', () => {
    expect(fields({ ...ready, payment: undefined }, false)).toEqual([]);
  });

  it('takes a tax registration number instead of a VAT number', () => {
    expect(
      fields({ ...ready, seller: { ...ready.seller, vat_id: '', registration_id: '12/345/67890' } }),
    ).toEqual([]);
  });

  it('wants exactly one VAT rate per line and no compound tax', () => {
    const subject: EInvoiceSubject = {
      ...ready,
      taxes: [
        { id: 'gst', name: 'GST', category: 'S', compound: false },
        { id: 'qst', name: 'QST', category: 'S', compound: true },
      ],
      items: [{ tax_ids: ['gst', 'qst'] }, { tax_ids: [] }, { tax_ids: ['gst'] }],
    };
    expect(fields(subject)).toEqual(['items.0.tax_ids', 'items.1.tax_ids', 'taxes.1.compound']);
  });

  it('wants a reason when no VAT is charged', () => {
    expect(fields({ ...ready, taxes: [], tax_rate: '0' })).toEqual(['taxes']);
  });

  it('wants both VAT numbers for a reverse charge', () => {
    const subject = {
      ...ready,
      taxes: [{ id: 'rc', name: 'Reverse charge', category: 'AE' as const, compound: false }],
      items: [{ tax_ids: ['rc'] }],
    };
    expect(fields({ ...subject, seller: { ...ready.seller, vat_id: '' } })).toEqual([
      'seller.vat_id',
      'buyer.vat_id',
    ]);
  });

  it('adds the XRechnung rules', () => {
    const problems = einvoiceProblems(ready, 'xrechnung', { payable: false }).map((problem) => problem.field);
    expect(problems).toEqual([
      'buyer_reference',
      'seller.email',
      'seller.phone',
      'seller.city',
      'seller.postal_code',
      'buyer.city',
      'buyer.postal_code',
      'buyer.email',
    ]);
  });
});
