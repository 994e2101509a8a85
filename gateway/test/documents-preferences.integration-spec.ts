import { DocumentsStack, type TestUser } from './documents-stack';

const PREFERENCES = {
  business_name: 'Ada Studio',
  business_email: 'ada@example.com',
  business_address: '1 Loom Lane\nLondon',
  business_phone: '+44 20 7946 0000',
  business_website: 'https://ada.example',
  default_currency: 'eur',
  tax_rate: 20.5,
  invoice_prefix: 'ADA',
  next_invoice_number: 41,
  invoice_terms: 'Net 14',
  invoice_validity_days: 14,
  invoice_notes: 'Thanks!',
  quote_prefix: 'Q',
  next_quote_number: 7,
  quote_terms: 'Valid 10 days',
  quote_validity_days: 10,
  quote_notes: 'Looking forward',
  logo_url: '/api/logos/abc.png',
  custom_fields: [
    { id: 1, name: 'SKU' },
    { id: 2, name: ' ' },
  ],
};

describe('/api/form-preferences', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  it('answers 404 with a code until preferences are saved, then the saved ones', async () => {
    expect(await ada.call('GET', '/api/form-preferences')).toMatchObject({
      status: 404,
      body: { success: false, code: 'documents.preferences_not_found' },
    });

    const saved = await ada.call('POST', '/api/form-preferences', PREFERENCES);
    const expected = {
      ...PREFERENCES,
      default_currency: 'EUR',
      // The blank-named custom field is dropped, as the page does.
      custom_fields: [{ id: 1, name: 'SKU' }],
    };
    expect(saved).toMatchObject({ status: 200, body: { success: true, preferences: expected } });
    expect(await ada.call('GET', '/api/form-preferences')).toMatchObject({
      status: 200,
      body: { success: true, preferences: expected },
    });
  });

  it('fills the spec defaults for left-out fields, and answers null for no logo and no custom fields', async () => {
    const saved = await ada.call('POST', '/api/form-preferences', {
      business_name: 'Ada',
      custom_fields: [],
    });
    expect(saved.body.preferences).toEqual({
      business_name: 'Ada',
      business_email: '',
      business_address: '',
      business_phone: '',
      business_website: '',
      default_currency: 'USD',
      tax_rate: 0,
      invoice_prefix: 'INV',
      next_invoice_number: 1,
      invoice_terms: '',
      invoice_validity_days: 30,
      invoice_notes: '',
      quote_prefix: 'QUO',
      next_quote_number: 1,
      quote_terms: '',
      quote_validity_days: 30,
      quote_notes: '',
      logo_url: null,
      custom_fields: null,
    });
  });

  it('numbers the next documents from the saved prefix and next number, and reports the moving counter', async () => {
    await ada.call('POST', '/api/form-preferences', PREFERENCES);
    expect((await ada.saveInvoice()).body.data.document_number).toBe('ADA-41');
    expect((await ada.saveInvoice()).body.data.document_number).toBe('ADA-42');
    expect((await ada.saveQuote()).body.data.document_number).toBe('Q-7');

    const read = await ada.call('GET', '/api/form-preferences');
    expect(read.body.preferences).toMatchObject({ next_invoice_number: 43, next_quote_number: 8 });
  });

  it.each([
    [{ tax_rate: 100.01 }, 'Tax rate'],
    [{ tax_rate: -1 }, 'Tax rate'],
    [{ invoice_prefix: 'IN V' }, 'Invoice prefix'],
    [{ next_invoice_number: 0 }, 'Next invoice number must be at least 1'],
    [{ next_quote_number: 1.5 }, 'Next quote number must be a whole number'],
    [{ quote_validity_days: -3 }, 'Quote validity days must be at least 0'],
    [{ default_currency: 'ZZZ' }, 'Unknown currency'],
    [
      {
        custom_fields: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
          { id: 3, name: 'C' },
        ],
      },
      'Maximum 2 custom fields allowed',
    ],
    [{ custom_fields: 'SKU' }, 'Custom fields must be a list or null'],
  ])('refuses %j with a coded 400 naming the field', async (body, message) => {
    const refused = await ada.call('POST', '/api/form-preferences', body);
    expect(refused).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    expect(refused.body.error).toContain(message);
    expect((await ada.call('GET', '/api/form-preferences')).status).toBe(404);
  });

  it('accepts the business website with or without a scheme and stores it normalised, as clients do', async () => {
    const saved = await ada.call('POST', '/api/form-preferences', { business_website: 'www.acme.test' });
    expect(saved.body.preferences).toMatchObject({ business_website: 'https://www.acme.test' });
    const refused = await ada.call('POST', '/api/form-preferences', { business_website: 'not a site' });
    expect(refused.status).toBe(400);
  });

  it("keeps each owner's preferences apart", async () => {
    await ada.call('POST', '/api/form-preferences', PREFERENCES);
    const bob = stack.user();
    expect((await bob.call('GET', '/api/form-preferences')).status).toBe(404);
    expect((await bob.saveInvoice()).body.data.document_number).toBe('INV-1');
  });
});
