import { COMPOUND_WITH_INCLUSIVE_MESSAGE } from '@paydraft/invoice-core';
import { DocumentsStack, INVOICE, listOf, type DocumentJson, type TestUser } from './documents-stack';

/** Two VAT rates, a line discount and a document discount: the everyday German invoice. */
const TWO_RATES = {
  taxes: [
    { id: 'vat19', name: 'VAT', rate: 19 },
    { id: 'vat7', name: 'VAT', rate: '7' },
  ],
  discount_percentage: 10,
  items: [
    { description: 'Work', qty: 2, price: 50, discount_percentage: 10, tax_ids: ['vat19'], unit: 'h' },
    { description: 'Book', qty: 1, price: 10, tax_ids: ['vat7'], unit: 'pcs' },
  ],
};

/**
 * Nets 90 + 10 = 100; the 10.00 document discount split 9.00/1.00 over the two tax groups; VAT 19% of
 * 81.00 is 15.39, 7% of 9.00 is 0.63: 100 − 10 + 16.02 = 106.02.
 */
const TWO_RATES_TOTALS = {
  subtotal: '100.00',
  discount_amount: '10.00',
  tax_breakdown: [
    { id: 'vat19', name: 'VAT', rate: '19', category: 'S', base: '81.00', amount: '15.39' },
    { id: 'vat7', name: 'VAT', rate: '7', category: 'S', base: '9.00', amount: '0.63' },
  ],
  tax_amount: '16.02',
  rounding: '0.00',
  total: '106.02',
  total_amount: '106.02',
};

const PARTIES = {
  seller: {
    name: 'Ada Studio GmbH',
    address_lines: ['Hauptstraße 5'],
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
  },
  buyer: { name: 'Engines SARL', city: 'Paris', country: 'FR' },
  payment: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', reference: 'RF18539007547034' },
  buyer_reference: '04011000-12345-34',
  delivery_date: '2026-11-02',
};

const moneyModelOf = (document: DocumentJson) => ({
  taxes: document.taxes,
  prices_include_tax: document.prices_include_tax,
  items: document.items,
  seller: document.seller,
  buyer: document.buyer,
  payment: document.payment,
  buyer_reference: document.buyer_reference,
  delivery_date: document.delivery_date,
});

describe('saved documents keep the money model and answer its totals', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  it('saves taxes per line, line discounts and units, and answers the breakdown on save, read and list', async () => {
    const saved = await ada.saveInvoice({ ...TWO_RATES, ...PARTIES, receiver_info: '' });

    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      ...TWO_RATES_TOTALS,
      taxes: [
        { id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false },
        { id: 'vat7', name: 'VAT', rate: '7', category: 'S', compound: false },
      ],
      prices_include_tax: false,
      items: [
        {
          description: 'Work',
          qty: '2',
          price: '50',
          tax_ids: ['vat19'],
          discount_percentage: '10',
          unit: 'h',
        },
        {
          description: 'Book',
          qty: '1',
          price: '10',
          tax_ids: ['vat7'],
          discount_percentage: '0',
          unit: 'pcs',
        },
      ],
      seller: { ...PARTIES.seller, region: '', registration_id: '', email: '', phone: '' },
      buyer: { name: 'Engines SARL', address_lines: [], city: 'Paris', country: 'FR', vat_id: '' },
      payment: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        account_name: '',
        reference: 'RF18539007547034',
        instructions: '',
      },
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-02',
      // Typed by the user: kept. Left empty: written from the snapshot.
      sender_info: 'Ada Studio\nLondon',
      receiver_info: 'Engines SARL\nParis\nFrance',
    });
    const id = saved.body.data.id;
    expect((await ada.call('GET', `/api/documents/invoice/${id}`)).body.data).toEqual(saved.body.data);
    expect(listOf(await ada.call('GET', '/api/documents/all'))).toEqual([saved.body.data]);
  });

  it('answers a spec document exactly as before: one tax of tax_rate on every line, no snapshots', async () => {
    const saved = await ada.saveInvoice();

    expect(saved.body.data).toMatchObject({
      subtotal: '100.00',
      discount_amount: '0.00',
      tax_breakdown: [{ id: 'tax', name: 'Tax', rate: '10', category: 'S', base: '100.00', amount: '10.00' }],
      tax_amount: '10.00',
      rounding: '0.00',
      total: '110.00',
      total_amount: '110.00',
      taxes: [],
      prices_include_tax: false,
      items: [
        {
          description: 'Design',
          qty: '2',
          price: '50',
          cols: {},
          tax_ids: [],
          discount_percentage: '0',
          unit: '',
        },
      ],
      seller: null,
      buyer: null,
      payment: null,
      buyer_reference: '',
      delivery_date: '',
      sender_info: 'Ada Studio\nLondon',
      receiver_info: 'Engines Ltd',
    });
  });

  it('refuses an unknown line tax and a compound tax with inclusive prices with a clear 400', async () => {
    const unknown = await ada.saveInvoice({
      ...TWO_RATES,
      items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['gst'] }],
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    expect(unknown.body.error).toContain(
      'Item 1 names the tax "gst", which is not among the document\'s taxes',
    );

    const compound = await ada.saveQuote({
      prices_include_tax: true,
      taxes: [{ id: 'qst', name: 'QST', rate: 9.975, compound: true }],
    });
    expect(compound).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    expect(compound.body.error).toContain(COMPOUND_WITH_INCLUSIVE_MESSAGE);
  });

  it('keeps the money model through a decided quote’s revisions', async () => {
    const body = { ...INVOICE, ...TWO_RATES, ...PARTIES };
    const quote = await ada.decidedQuote('accepted', body);

    // Only the status moves to completed: the same revision, not a new one.
    const completed = await ada.call('PUT', `/api/documents/quote/${quote.id}`, {
      ...body,
      status: 'completed',
    });
    expect(completed.body.data).toMatchObject({ revision: 1, status: 'completed', ...TWO_RATES_TOTALS });

    const changed = await ada.call('PUT', `/api/documents/quote/${quote.id}`, {
      ...body,
      taxes: [TWO_RATES.taxes[0], { ...TWO_RATES.taxes[1], rate: 5 }],
    });
    expect(changed.body.data).toMatchObject({ revision: 2, status: 'draft', total: '105.84' });
    expect(changed.body.data.revisions).toEqual([
      expect.objectContaining({ revision: 1, status: 'accepted', total_amount: '106.02' }),
    ]);
    expect(changed.body.data.seller).toEqual(quote.seller);
  });

  it('converts a quote into an invoice carrying its taxes, parties and payment', async () => {
    const quote = (await ada.saveQuote({ ...TWO_RATES, ...PARTIES, status: 'sent' })).body.data;

    const converted = await ada.call('POST', `/api/documents/quote/${quote.id}/convert`, {});

    expect(converted.status).toBe(200);
    expect(converted.body.data.invoice).toMatchObject({ ...TWO_RATES_TOTALS, ...moneyModelOf(quote) });
  });

  it('duplicates a document with its money model', async () => {
    const invoice = (await ada.saveInvoice({ ...TWO_RATES, ...PARTIES, prices_include_tax: true })).body.data;

    const copy = await ada.call('POST', `/api/documents/invoice/${invoice.id}/duplicate`);

    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      ...moneyModelOf(invoice),
      subtotal: invoice.subtotal,
      tax_breakdown: invoice.tax_breakdown,
      total: invoice.total,
    });
  });

  it('shows the breakdown and the money model on the public view of a shared document', async () => {
    const invoice = (await ada.saveInvoice({ ...TWO_RATES, ...PARTIES })).body.data;
    const shared = await ada.call('POST', `/api/documents/invoice/${invoice.id}/share`);

    const response = await stack.gateway.fetch(`/api/documents/invoice/${String(shared.body.data.token)}`);
    const view = (await response.json()) as { data: Record<string, unknown> };

    expect(response.status).toBe(200);
    expect(view.data).toMatchObject({ ...TWO_RATES_TOTALS, ...moneyModelOf(invoice) });
    expect(view.data.id).toBeUndefined();
  });
});

describe('a saved document keeps seller and buyer snapshots taken at save time', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  it('takes the seller and payment from the preferences and the buyer from the client, never the default taxes', async () => {
    const preferences = await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada Studio GmbH',
      business_email: 'ada@example.com',
      business_phone: '+49 30 1234567',
      business_address_lines: ['Hauptstraße 5'],
      business_postal_code: '10115',
      business_city: 'Berlin',
      business_country: 'DE',
      business_vat_id: 'DE136695976',
      business_registration_id: 'HRB 12345',
      payment_iban: 'DE89370400440532013000',
      payment_bic: 'COBADEFFXXX',
      payment_account_name: 'Ada Studio GmbH',
      payment_instructions: 'Within 14 days',
      taxes: [{ id: 'vat19', name: 'VAT', rate: 19 }],
      default_tax_id: 'vat19',
      default_currency: 'EUR',
      tax_rate: 19,
    });
    expect(preferences.status).toBe(200);
    const clientId = await ada.client('Engines SARL', {
      businessEmail: 'billing@engines.example',
      addressLines: { lines: ['1 rue de la Paix'] },
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
    });

    const saved = await ada.saveInvoice({ client_id: clientId, sender_info: '', receiver_info: '' });

    expect(saved.body.data).toMatchObject({
      seller: {
        name: 'Ada Studio GmbH',
        address_lines: ['Hauptstraße 5'],
        postal_code: '10115',
        city: 'Berlin',
        region: '',
        country: 'DE',
        vat_id: 'DE136695976',
        registration_id: 'HRB 12345',
        email: 'ada@example.com',
        phone: '+49 30 1234567',
      },
      buyer: {
        name: 'Engines SARL',
        address_lines: ['1 rue de la Paix'],
        postal_code: '75002',
        city: 'Paris',
        country: 'FR',
        vat_id: 'FR40303265045',
        email: 'billing@engines.example',
      },
      payment: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        account_name: 'Ada Studio GmbH',
        reference: '',
        instructions: 'Within 14 days',
      },
      sender_info: 'Ada Studio GmbH\nHauptstraße 5\n10115 Berlin\nGermany\nVAT: DE136695976',
      receiver_info: 'Engines SARL\n1 rue de la Paix\n75002 Paris\nFrance\nVAT: FR40303265045',
      // The body's tax_rate (10%), as today: the preferences' default taxes are not added.
      taxes: [],
      total: '110.00',
    });
  });

  it('keeps the snapshot when the client is edited later, and through later saves', async () => {
    const clientId = await ada.client('Engines Ltd', { city: 'London', country: 'GB' });
    const invoice = (await ada.saveInvoice({ client_id: clientId })).body.data;
    expect(invoice.buyer).toMatchObject({ name: 'Engines Ltd', city: 'London', country: 'GB' });

    await ada.updateClient(clientId, { businessName: 'Engines Renamed plc', city: 'Leeds' });

    expect((await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data.buyer).toEqual(
      invoice.buyer,
    );
    const resaved = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, {
      ...invoice,
      buyer: undefined,
      status: 'sent',
    });
    expect(resaved.body.data).toMatchObject({ status: 'sent', buyer: invoice.buyer });

    // Another client named: a new snapshot of that client.
    const other = await ada.client('Babbage & Co');
    const moved = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, {
      ...invoice,
      buyer: undefined,
      client_id: other,
    });
    expect(moved.body.data.buyer).toMatchObject({ name: 'Babbage & Co' });
  });

  it('prefers the body’s seller and buyer over the preferences and the client', async () => {
    await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada Studio',
      default_currency: 'EUR',
      tax_rate: 0,
    });
    const clientId = await ada.client('Engines Ltd');

    const saved = await ada.saveInvoice({ client_id: clientId, ...PARTIES });

    expect(saved.body.data).toMatchObject({
      seller: { name: 'Ada Studio GmbH' },
      buyer: { name: 'Engines SARL' },
    });
  });
});
