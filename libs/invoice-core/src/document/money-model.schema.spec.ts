import { pdfRequestSchema } from './document.schema';

const base = { document_type: 'invoice', items: [{ description: 'Work', qty: 1, price: 100 }] };
const messages = (body: object) =>
  pdfRequestSchema.safeParse({ ...base, ...body }).error?.issues.map((issue) => issue.message) ?? [];
const parsed = (body: object) => pdfRequestSchema.parse({ ...base, ...body });

describe('the document schema’s money model', () => {
  it('leaves a spec document as it was: no taxes, no parties, no payment', () => {
    const document = parsed({ tax_rate: 8.25 });
    expect(document).toMatchObject({
      taxes: [],
      prices_include_tax: false,
      buyer_reference: '',
      delivery_date: '',
    });
    expect(document.seller).toBeUndefined();
    expect(document.items[0]).toMatchObject({ discount_percentage: '0', unit: '' });
    expect(document.items[0].tax_ids).toBeUndefined();
  });

  it('writes out the taxes of a line that names none: every non-compound tax', () => {
    const document = parsed({
      taxes: [
        { id: 'gst', name: 'GST', rate: 5 },
        { id: 'qst', name: 'QST', rate: '9.975', compound: true },
      ],
      items: [
        { description: 'A', qty: 1, price: 10 },
        { description: 'B', qty: 1, price: 10, tax_ids: ['gst', 'qst'] },
        { description: 'C', qty: 1, price: 10, tax_ids: [] },
      ],
    });
    expect(document.items.map((item) => item.tax_ids)).toEqual([['gst'], ['gst', 'qst'], []]);
    expect(document.taxes[1]).toEqual({
      id: 'qst',
      name: 'QST',
      rate: '9.975',
      category: 'S',
      compound: true,
    });
  });

  it('refuses taxes that cannot be computed or would make an invalid e-invoice', () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ id: `t${index}`, rate: 1 }));
    expect(messages({ taxes: six })).toContain('A document may have at most 5 taxes');
    expect(messages({ taxes: [{ id: 'a', rate: 101 }] })).toContain('Tax rate must be at most 100%');
    expect(messages({ taxes: [{ id: 'a' }, { id: 'a' }] })).toContain('Each tax must have its own id');
    expect(messages({ taxes: [{ id: 'a b' }] })).toContain('Tax id must be 1 to 40 letters, digits, - or _');
    expect(messages({ taxes: [{ id: 'a', category: 'X' }] })).toContain(
      'Tax category must be one of S, Z, E, AE, K, G, O, L, M',
    );
    expect(messages({ taxes: [{ id: 'rc', rate: 19, category: 'AE' }] })).toContain(
      'A tax of category AE (Reverse charge) must have a rate of 0%',
    );
    expect(messages({ items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['nope'] }] })).toContain(
      'Item 1 names the tax "nope", which is not among the document\'s taxes',
    );
    expect(
      messages({ items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['a', 'b', 'c', 'd'] }] }),
    ).toContain('An item may have at most 3 taxes');
    expect(messages({ items: [{ description: 'A', qty: 1, price: 1, discount_percentage: 120 }] })).toContain(
      'Line discount must be at most 100%',
    );
  });

  it('refuses a compound tax with tax-inclusive prices, saying what to change', () => {
    expect(
      messages({ prices_include_tax: true, taxes: [{ id: 'q', rate: 9.975, compound: true }] }).join(),
    ).toMatch(/compound tax cannot be used when prices include tax/);
  });

  it('checks and compacts parties: country code, VAT number by its country', () => {
    const document = parsed({
      seller: { name: 'Studio', country: 'de', vat_id: 'DE 136 695 976', address_lines: ['Hauptstr. 1'] },
      buyer: { name: 'Client SA', country: 'CH', vat_id: 'CHE-123.456.788 MWST' },
    });
    expect(document.seller).toMatchObject({ country: 'DE', vat_id: 'DE136695976', city: '', email: '' });
    expect(document.buyer?.vat_id).toBe('CHE123456788MWST');
    expect(parsed({ buyer: { vat_id: 'US 12-3456789' } }).buyer?.vat_id).toBe('US123456789');

    expect(messages({ seller: { country: 'XX' } })).toContain(
      'Country must be a two-letter ISO 3166 code, such as DE',
    );
    expect(messages({ buyer: { vat_id: 'DE136695977' } })).toContain(
      'Buyer VAT number is not a valid VAT number for its country',
    );
    expect(messages({ seller: { address_lines: ['1', '2', '3', '4'] } })).toContain(
      'Seller address may have at most 3 lines',
    );
    expect(messages({ buyer: { email: 'not-mail' } })).toContain('Buyer email must be an email address');
  });

  it('checks payment details: IBAN, BIC and an RF creditor reference’s check digits', () => {
    const document = parsed({
      payment: { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', reference: 'RF18 5390 0754 7034' },
    });
    expect(document.payment).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      account_name: '',
      reference: 'RF18539007547034',
      instructions: '',
    });
    expect(parsed({ payment: { reference: 'Invoice 2026-001' } }).payment?.reference).toBe(
      'Invoice 2026-001',
    );

    expect(messages({ payment: { iban: 'DE89370400440532013001' } })).toContain(
      'IBAN is not valid: check the country code, length and check digits',
    );
    expect(messages({ payment: { bic: 'COBA' } })).toContain(
      'BIC must be 8 or 11 letters and digits, such as COBADEFFXXX',
    );
    expect(messages({ payment: { reference: 'RF19 5390 0754 7034' } })).toContain(
      'Payment reference starts like an RF creditor reference but its check digits are wrong',
    );
  });

  it('reads buyer_reference and delivery_date', () => {
    expect(parsed({ buyer_reference: '04011000-12345-34', delivery_date: '2026-11-20' })).toMatchObject({
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-20',
    });
    expect(messages({ delivery_date: '20.11.2026' })).toContain('Delivery date must be a date (YYYY-MM-DD)');
  });
});
