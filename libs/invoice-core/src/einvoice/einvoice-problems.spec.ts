import { einvoiceProblems, type EInvoiceSubject } from './einvoice-problems';

const ready: EInvoiceSubject = {
  document_type: 'invoice',
  document_number: 'INV-1',
  issue_date: '2026-11-26',
  taxes: [{ id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false }],
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
      'issue_date',
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
        { id: 'gst', name: 'GST', rate: '5', category: 'S', compound: false },
        { id: 'qst', name: 'QST', rate: '9.975', category: 'S', compound: true },
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
      taxes: [{ id: 'rc', name: 'Reverse charge', rate: '0', category: 'AE' as const, compound: false }],
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

  it('wants one tax per VAT category and rate, as the breakdown sums lines by them (BR-S-08)', () => {
    const subject: EInvoiceSubject = {
      ...ready,
      taxes: [
        { id: 'a', name: 'VAT', rate: '19', category: 'S', compound: false },
        { id: 'b', name: 'VAT services', rate: '19.0', category: 'S', compound: false },
      ],
      items: [{ tax_ids: ['a'] }, { tax_ids: ['b'] }],
    };
    expect(einvoiceProblems(subject, 'en16931', { payable: true })).toEqual([
      {
        field: 'taxes.1',
        message: '"VAT services" has the same VAT category and rate as "VAT": make them one tax',
      },
    ]);
  });

  it('wants a standard rate above 0% (BR-S-05)', () => {
    const subject = {
      ...ready,
      taxes: [{ id: 'vat19', name: 'VAT', rate: '0', category: 'S' as const, compound: false }],
    };
    expect(fields(subject)).toEqual(['taxes.0.rate']);
  });

  it('wants VAT numbers that start with a country code (BR-CO-09)', () => {
    expect(fields({ ...ready, buyer: { ...ready.buyer, vat_id: '123456789' } })).toEqual(['buyer.vat_id']);
  });

  it('lets the seller be identified by its registration number when it has no VAT number', () => {
    const outside: EInvoiceSubject = {
      ...ready,
      taxes: [{ id: 'o', name: 'Not subject to VAT', rate: '0', category: 'O', compound: false }],
      items: [{ tax_ids: ['o'] }],
      seller: { ...ready.seller, vat_id: '' },
    };
    expect(fields(outside)).toEqual(['seller.registration_id']);
    expect(fields({ ...outside, seller: { ...outside.seller, registration_id: 'HRB 12345' } })).toEqual([]);
  });

  it('wants payment instructions on an XRechnung credit note too (BR-DE-1)', () => {
    const creditNote = { ...ready, document_type: 'credit_note', payment: undefined };
    expect(
      einvoiceProblems(creditNote, 'xrechnung', { payable: false }).map((problem) => problem.field),
    ).toContain('payment.iban');
  });

  it('checks the XRechnung phone number and payment terms as its rules read them (BR-DE-27, BR-DE-18)', () => {
    const complete: EInvoiceSubject = {
      ...ready,
      buyer_reference: '04011000-12345-67',
      payment_terms: '2% Skonto within 7 days',
      seller: {
        ...ready.seller,
        email: 'a@b.example',
        phone: '+49 30 1234',
        city: 'Berlin',
        postal_code: '10115',
      },
      buyer: { ...ready.buyer, email: 'c@d.example', city: 'Köln', postal_code: '50667' },
    };
    const xrechnung = (subject: EInvoiceSubject) =>
      einvoiceProblems(subject, 'xrechnung', { payable: true }).map((problem) => problem.field);
    expect(xrechnung(complete)).toEqual([]);
    expect(xrechnung({ ...complete, seller: { ...complete.seller, phone: '12' } })).toEqual(['seller.phone']);
    expect(xrechnung({ ...complete, payment_terms: '#SKONTO# 2%' })).toEqual(['payment_terms']);
  });

  it('addresses Peppol parties by their VAT number (PEPPOL-EN16931-R010, R020), which needs a Peppol scheme', () => {
    const peppol = (subject: EInvoiceSubject) =>
      einvoiceProblems(subject, 'peppol', { payable: true }).map((problem) => problem.field);
    const international: EInvoiceSubject = {
      ...ready,
      po_number: 'PO-1',
      buyer: { name: 'Kunde GmbH', country: 'AT', vat_id: 'ATU13585627' },
    };
    expect(peppol(international)).toEqual([]);
    expect(peppol({ ...international, buyer: { ...international.buyer, vat_id: '' } })).toEqual([
      'buyer.vat_id',
    ]);
    expect(
      peppol({ ...international, buyer: { name: 'Kund AB', country: 'SE', vat_id: 'SE556677889901' } }),
    ).toEqual(['buyer.vat_id']);
  });

  it('adds the German rules to a Peppol invoice between German parties (DE-R-001 to DE-R-016)', () => {
    const problems = einvoiceProblems(
      { ...ready, po_number: 'PO-1', buyer: { ...ready.buyer, vat_id: 'DE811907980' } },
      'peppol',
      { payable: true },
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'buyer_reference',
      'seller.email',
      'seller.phone',
      'seller.city',
      'seller.postal_code',
      'buyer.city',
      'buyer.postal_code',
    ]);
  });
});
