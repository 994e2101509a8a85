import { sampleInvoice, sampleTwoRateInvoice, TWO_RATES } from '../../test/fixtures/sample-documents';
import { buildRenderModel } from './build-render-model';
import { WORDING } from './document-wording';

const REVERSE_CHARGE = { id: 'rc', name: 'VAT', rate: '0', category: 'AE', compound: false };

describe('buildRenderModel: the money model', () => {
  it('leaves the simple spec document as it was: no new columns, blocks or notes, the same totals', () => {
    const model = buildRenderModel(sampleInvoice(3, { discountPercentage: '10', taxRate: '8' }));

    expect(model.lineColumns).toEqual({ discount: false, tax: false, units: false });
    expect(model.rows.map((row) => row.quantity)).toEqual(['1', '2', '3']);
    expect(model.taxBreakdown).toEqual([]);
    expect(model.payment).toBeUndefined();
    expect(model.legalNotes).toEqual([]);
    expect([model.senderIds, model.receiverIds]).toEqual([[], []]);
    expect(model.details.map((detail) => detail.label)).toEqual([
      'Issue date',
      'Due date',
      'PO number',
      'Payment terms',
    ]);
    expect(model.totals).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: '$1,019.00' },
      { key: 'discount', label: 'Discount (10%)', value: '−$101.90' },
      { key: 'tax', label: 'Tax (8%)', value: '$73.37', taxId: 'tax' },
    ]);
  });

  it('prints the unit after the quantity', () => {
    const model = buildRenderModel(
      sampleInvoice(0, {
        items: [
          { description: 'Design', qty: '3', price: '80', unit: 'h' },
          { description: 'Prints', qty: '2', price: '5', unit: '' },
        ],
      }),
    );

    expect(model.rows.map((row) => row.quantity)).toEqual(['3 h', '2']);
  });

  it('adds a discount column only when some line has a discount', () => {
    const without = buildRenderModel(
      sampleInvoice(0, { items: [{ description: 'A', qty: '1', price: '10', discountPercentage: '0' }] }),
    );
    const withOne = buildRenderModel(
      sampleInvoice(0, {
        items: [
          { description: 'A', qty: '1', price: '10', discountPercentage: '12.50' },
          { description: 'B', qty: '1', price: '10' },
        ],
      }),
    );

    expect(without.lineColumns.discount).toBe(false);
    expect(withOne.lineColumns.discount).toBe(true);
    expect(withOne.rows.map((row) => [row.discount, row.amount])).toEqual([
      ['12.5%', '$8.75'],
      ['', '$10.00'],
    ]);
  });

  it('adds a tax column only when lines pay different sets of taxes', () => {
    const line = (taxIds: string[]) => ({ description: 'A', qty: '1', price: '10', taxIds });
    const same = buildRenderModel(
      sampleInvoice(0, { taxes: TWO_RATES, items: [line(['vat19']), line(['vat19'])] }),
    );
    const mixed = buildRenderModel(
      sampleInvoice(0, { taxes: TWO_RATES, items: [line(['vat19']), line(['vat7']), line([])] }),
    );

    expect(same.lineColumns.tax).toBe(false);
    expect(mixed.lineColumns.tax).toBe(true);
    expect(mixed.rows.map((row) => row.taxes)).toEqual(['19%', '7%', '—']);
  });

  it("names each of a line's taxes when the document's taxes have different names", () => {
    const taxes = [
      { id: 'gst', name: 'GST', rate: '5', category: 'S', compound: false },
      { id: 'qst', name: 'QST', rate: '9.975', category: 'S', compound: false },
    ];
    const model = buildRenderModel(
      sampleInvoice(0, {
        currency: 'CAD',
        taxes,
        items: [
          { description: 'Books', qty: '1', price: '10', taxIds: ['gst'] },
          { description: 'Design', qty: '1', price: '10', taxIds: ['gst', 'qst'] },
        ],
      }),
    );

    expect(model.rows.map((row) => row.taxes)).toEqual(['GST 5%', 'GST 5% + QST 9.975%']);
  });

  it('lists the tax breakdown per tax with base and amount, naming the 0% categories', () => {
    const model = buildRenderModel(
      sampleInvoice(0, {
        currency: 'EUR',
        discountPercentage: '10',
        taxes: [...TWO_RATES, REVERSE_CHARGE],
        items: [
          { description: 'A', qty: '1', price: '100', taxIds: ['vat19'] },
          { description: 'B', qty: '1', price: '50', taxIds: ['vat7'] },
          { description: 'C', qty: '1', price: '200', taxIds: ['rc'] },
        ],
      }),
    );

    expect(model.taxBreakdown).toEqual([
      { label: 'VAT 19%', base: '€90.00', amount: '€17.10' },
      { label: 'VAT 7%', base: '€45.00', amount: '€3.15' },
      { label: 'VAT 0% · Reverse charge', base: '€180.00', amount: '€0.00' },
    ]);
  });

  it("prints both parties' VAT and registration numbers unless the free text has them", () => {
    const model = buildRenderModel(sampleTwoRateInvoice(1));
    const typed = buildRenderModel(
      sampleTwoRateInvoice(1, { senderInfo: 'Nordlicht Design GmbH\nUSt-IdNr. DE 136 695 976' }),
    );

    expect(model.senderIds).toEqual(['VAT no. DE136695976', 'Reg. no. HRB 123456 B']);
    expect(model.receiverIds).toEqual(['VAT no. NL004495445B01']);
    expect(typed.senderIds).toEqual(['Reg. no. HRB 123456 B']);
  });

  it('writes the sender and receiver from the structured parties when no free text was typed', () => {
    const model = buildRenderModel(sampleTwoRateInvoice(1, { senderInfo: '', receiverInfo: '' }));

    expect(model.sender).toBe('Nordlicht Design GmbH\nTorstraße 12\n10119 Berlin\nGermany');
    expect(model.receiver).toBe('Contoso Europe B.V.\nHerengracht 500\n1017 CB Amsterdam\nNetherlands');
  });

  it('adds the delivery date and the buyer reference to the details', () => {
    const model = buildRenderModel(sampleTwoRateInvoice(1));

    expect(model.details).toEqual(
      expect.arrayContaining([
        { label: 'Delivery date', value: 'November 20, 2026' },
        { label: 'Buyer reference', value: '04011000-12345-03' },
      ]),
    );
  });

  it('groups the IBAN and an RF reference by 4 and prints only the payment parts given', () => {
    const full = buildRenderModel(sampleTwoRateInvoice(1));
    const ibanOnly = buildRenderModel(
      sampleTwoRateInvoice(1, {
        payment: { iban: 'DE89370400440532013000', instructions: 'Pay within 14 days.' },
      }),
    );

    expect(full.payment).toEqual({
      rows: [
        { label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
        { label: 'BIC', value: 'COBADEFFXXX' },
        { label: 'Account name', value: 'Nordlicht Design GmbH' },
        { label: 'Reference', value: 'RF18 5390 0754 7034' },
      ],
      instructions: '',
    });
    expect(ibanOnly.payment).toEqual({
      rows: [{ label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' }],
      instructions: 'Pay within 14 days.',
    });
    expect(buildRenderModel(sampleTwoRateInvoice(1, { payment: {} })).payment).toBeUndefined();
  });

  it('notes the reverse charge only when a line is charged a tax of category AE', () => {
    const line = (taxIds: string[]) => ({ description: 'A', qty: '1', price: '10', taxIds });
    const charged = buildRenderModel(
      sampleInvoice(0, { taxes: [...TWO_RATES, REVERSE_CHARGE], items: [line(['vat19']), line(['rc'])] }),
    );
    const unused = buildRenderModel(
      sampleInvoice(0, { taxes: [...TWO_RATES, REVERSE_CHARGE], items: [line(['vat19'])] }),
    );

    expect(charged.legalNotes).toEqual([WORDING.reverseChargeNote]);
    expect(unused.legalNotes).toEqual([]);
  });

  it('notes that prices include tax', () => {
    const model = buildRenderModel(sampleTwoRateInvoice(2, { pricesIncludeTax: true }));

    expect(model.legalNotes).toEqual([WORDING.pricesIncludeTaxNote]);
    expect(WORDING.reverseChargeNote).toBe('Reverse charge: the recipient accounts for the VAT.');
    expect(WORDING.pricesIncludeTaxNote).toBe('Prices include tax.');
  });
});
