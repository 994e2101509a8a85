import { calculateTotals, pdfRequestSchema } from '@paydraft/invoice-core';
import dayjs from 'dayjs';
import { defaultsFromPreferences, PUBLIC_DEFAULTS } from './builderDefaults';
import {
  builderReducer,
  builderStateOf,
  newBuilderState,
  type BuilderAction,
  type BuilderState,
} from './builderState';
import { totalsInputOf } from './moneyRequest';
import { toPdfRequest } from './pdfRequest';

const today = dayjs('2026-11-20');
const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);

/** A public document with two priced lines and the single 'Tax rate (%)' at 19. */
function simpleInvoice(): BuilderState {
  const state = newBuilderState({ defaults: PUBLIC_DEFAULTS, today });
  return run(
    state,
    { type: 'updateItem', key: 'row-1', patch: { description: 'Design', qty: '10', price: '100' } },
    { type: 'addItem' },
    { type: 'updateItem', key: 'row-2', patch: { description: 'Books', qty: '2', price: '50' } },
    { type: 'setPercent', field: 'taxRate', value: '19' },
  );
}

const totalOf = (state: BuilderState) => calculateTotals(totalsInputOf(state)).total;

describe('the money model in the builder', () => {
  it('sends the spec simple document exactly as before: none of the new fields', () => {
    const request = toPdfRequest(simpleInvoice());

    expect(Object.keys(request).sort()).toEqual(
      [
        'document_type',
        'document_number',
        'sender_info',
        'receiver_info',
        'issue_date',
        'due_or_expiry_date',
        'po_number',
        'payment_terms',
        'currency',
        'custom_columns',
        'items',
        'discount_percentage',
        'tax_rate',
        'notes',
        'table_border',
      ].sort(),
    );
    expect(Object.keys(request.items[0]).sort()).toEqual(['cols', 'description', 'price', 'qty']);
  });

  it('turns the typed tax rate into the first tax, paid by every line, so the total does not move', () => {
    const before = simpleInvoice();
    const after = run(before, { type: 'addTax' });

    expect(after.taxes).toEqual([
      { id: expect.any(String), name: 'Tax', rate: '19', category: 'S', compound: false },
    ]);
    const [tax] = after.taxes;
    expect(after.defaultTaxId).toBe(tax.id);
    expect(after.items.map((item) => item.taxIds)).toEqual([[tax.id], [tax.id]]);
    expect(totalOf(after)).toBe(totalOf(before));
    expect(totalOf(after)).toBe('1309.00');
  });

  it('bills two rates with a line discount, as the server will check and compute them', () => {
    let state = run(simpleInvoice(), { type: 'addTax' }, { type: 'addTax' });
    const [vat19, vat7] = state.taxes;
    state = run(
      state,
      { type: 'updateTax', id: vat19.id, patch: { name: 'VAT' } },
      { type: 'updateTax', id: vat7.id, patch: { name: 'VAT', rate: '7' } },
      { type: 'toggleLineTax', key: 'row-2', taxId: vat19.id },
      { type: 'toggleLineTax', key: 'row-2', taxId: vat7.id },
      { type: 'showLineColumn', column: 'discount', value: true },
      { type: 'updateItem', key: 'row-1', patch: { discount: '10' } },
    );

    const request = pdfRequestSchema.parse(toPdfRequest(state));
    expect(request.items.map((item) => [item.tax_ids, item.discount_percentage])).toEqual([
      [[vat19.id], '10'],
      [[vat7.id], '0'],
    ]);
    const totals = calculateTotals(totalsInputOf(state));
    // 900 × 19 % = 171; 100 × 7 % = 7
    expect(totals.taxBreakdown.map((tax) => [tax.rate, tax.base, tax.amount])).toEqual([
      ['19', '900.00', '171.00'],
      ['7', '100.00', '7.00'],
    ]);
    expect(totals.total).toBe('1178.00');
  });

  it('gives a new line the default tax, and without a default every non-compound tax', () => {
    let state = run(simpleInvoice(), { type: 'addTax' }, { type: 'addTax' }, { type: 'addTax' });
    const [first, second, third] = state.taxes;
    state = run(state, { type: 'updateTax', id: third.id, patch: { compound: true } }, { type: 'addItem' });
    expect(state.items[2].taxIds).toEqual([first.id]);

    state = run(state, { type: 'setDefaultTax', id: second.id }, { type: 'addItem' });
    expect(state.items[3].taxIds).toEqual([second.id]);

    state = run(state, { type: 'setDefaultTax', id: null }, { type: 'addItem' });
    expect(state.items[4].taxIds).toEqual([first.id, second.id]);
  });

  it('takes at most 5 taxes, and at most 3 on a line', () => {
    let state = simpleInvoice();
    for (let n = 0; n < 7; n += 1) state = run(state, { type: 'addTax' });
    expect(state.taxes).toHaveLength(5);

    for (const tax of state.taxes) state = run(state, { type: 'toggleLineTax', key: 'row-1', taxId: tax.id });
    // It paid the first already: that one went off, the next three came on, the 5th was not taken.
    expect(state.items[0].taxIds).toEqual(state.taxes.slice(1, 4).map((tax) => tax.id));
  });

  it('removes a tax from its lines, and the last one gives its rate back to the single tax rate', () => {
    let state = run(simpleInvoice(), { type: 'addTax' }, { type: 'addTax' });
    const [first, second] = state.taxes;
    state = run(
      state,
      { type: 'toggleLineTax', key: 'row-1', taxId: second.id },
      { type: 'removeTax', id: second.id },
    );
    expect(state.items[0].taxIds).toEqual([first.id]);

    state = run(
      state,
      { type: 'updateTax', id: first.id, patch: { rate: '8.25' } },
      { type: 'removeTax', id: first.id },
    );
    expect(state.taxes).toEqual([]);
    expect(state.taxRate).toBe('8.25');
    expect(toPdfRequest(state).taxes).toBeUndefined();
  });

  it('hiding the line discount or unit column clears what it held', () => {
    const state = run(
      simpleInvoice(),
      { type: 'showLineColumn', column: 'unit', value: true },
      { type: 'updateItem', key: 'row-1', patch: { unit: 'h' } },
    );
    expect(toPdfRequest(state).items[0].unit).toBe('h');

    const hidden = run(state, { type: 'showLineColumn', column: 'unit', value: false });
    expect(toPdfRequest(hidden).items[0].unit).toBeUndefined();
  });

  it('sends the parties, payment, buyer reference and delivery date that were filled in, without blank lines', () => {
    const state = run(
      simpleInvoice(),
      {
        type: 'setParty',
        who: 'seller',
        patch: { name: 'Acme GmbH', address_lines: ['Hauptstr. 1', ''], country: 'DE' },
      },
      { type: 'setPayment', patch: { iban: 'DE89 3704 0044 0532 0130 00' } },
      { type: 'setText', field: 'buyerReference', value: ' 991-01234-56 ' },
      { type: 'setDate', field: 'deliveryDate', value: '2026-11-18' },
    );

    const request = pdfRequestSchema.parse(toPdfRequest(state));
    expect(request.seller).toMatchObject({
      name: 'Acme GmbH',
      address_lines: ['Hauptstr. 1'],
      country: 'DE',
    });
    expect(request.buyer).toBeUndefined();
    expect(request.payment).toMatchObject({ iban: 'DE89370400440532013000' });
    expect(request).toMatchObject({ buyer_reference: '991-01234-56', delivery_date: '2026-11-18' });
  });

  it('opens a stored document with its taxes, line taxes, inclusive prices and columns, and sends them back alike', () => {
    const stored = pdfRequestSchema.parse({
      document_type: 'invoice',
      items: [
        {
          description: 'Design',
          qty: '1',
          price: '119',
          tax_ids: ['vat'],
          discount_percentage: '5',
          unit: 'h',
        },
        { description: 'Books', qty: '1', price: '107', tax_ids: ['red'] },
      ],
      taxes: [
        { id: 'vat', name: 'VAT', rate: '19' },
        { id: 'red', name: 'VAT', rate: '7' },
      ],
      prices_include_tax: true,
      buyer: { name: 'Globex', country: 'FR' },
      buyer_reference: 'R-1',
    });
    const { table_border: _border, ...document } = stored;

    const state = builderStateOf(document, { defaults: PUBLIC_DEFAULTS });
    expect(state.lineColumns).toEqual({ discount: true, unit: true });
    expect(pdfRequestSchema.parse(toPdfRequest(state))).toMatchObject({
      taxes: stored.taxes,
      prices_include_tax: true,
      items: stored.items,
      buyer: stored.buyer,
      buyer_reference: 'R-1',
    });
  });
});

describe('a new document from the money preferences', () => {
  const defaults = defaultsFromPreferences({
    business_name: 'Acme GmbH',
    business_email: 'hi@acme.test',
    business_address_lines: ['Hauptstr. 1'],
    business_postal_code: '10115',
    business_city: 'Berlin',
    business_country: 'DE',
    business_vat_id: 'DE136695976',
    payment_iban: 'DE89370400440532013000',
    payment_bic: 'COBADEFFXXX',
    payment_account_name: 'Acme GmbH',
    payment_instructions: 'Within 14 days',
    taxes: [
      { id: 'std', name: 'VAT', rate: 19, category: 'S', compound: false },
      { id: 'red', name: 'VAT reduced', rate: '7', category: 'S', compound: false },
    ],
    default_tax_id: 'red',
  });

  it('starts with the default taxes, the default on the first line, the structured seller and the bank details', () => {
    const state = newBuilderState({ defaults, today });

    expect(state.taxes).toEqual([
      { id: 'std', name: 'VAT', rate: '19', category: 'S', compound: false },
      { id: 'red', name: 'VAT reduced', rate: '7', category: 'S', compound: false },
    ]);
    expect(state.items[0].taxIds).toEqual(['red']);
    expect(state.seller).toMatchObject({
      name: 'Acme GmbH',
      email: 'hi@acme.test',
      address_lines: ['Hauptstr. 1'],
      postal_code: '10115',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE136695976',
    });
    expect(state.payment).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      account_name: 'Acme GmbH',
      reference: '',
      instructions: 'Within 14 days',
    });
  });

  it('leaves the seller empty when only the spec business fields are set', () => {
    const plain = defaultsFromPreferences({ business_name: 'Acme', business_email: 'hi@acme.test' });
    expect(toPdfRequest(newBuilderState({ defaults: plain, today })).seller).toBeUndefined();
  });
});
