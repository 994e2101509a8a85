import { testEnv } from '@paydraft/nest-kit/testing';
import mongoose from 'mongoose';
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

/** The structured seller, bank details and default taxes (docs/money-model-api.md), as a page sends them. */
const STRUCTURED = {
  business_address_lines: ['Torstraße 1', 'Hinterhaus'],
  business_postal_code: '10119',
  business_city: 'Berlin',
  business_region: 'Berlin',
  business_country: 'de',
  business_vat_id: 'DE 136 695 976',
  business_registration_id: 'HRB 12345',
  payment_iban: 'de89 3704 0044 0532 0130 00',
  payment_bic: 'cobadeffxxx',
  payment_account_name: 'Ada Studio',
  payment_instructions: 'Please quote the invoice number.',
  taxes: [
    { id: 'vat19', name: 'VAT', rate: 19, category: 'S', compound: false },
    { id: 'vat7', name: 'VAT reduced', rate: '7' },
  ],
  default_tax_id: 'vat19',
};

const STRUCTURED_STORED = {
  business_address_lines: ['Torstraße 1', 'Hinterhaus'],
  business_postal_code: '10119',
  business_city: 'Berlin',
  business_region: 'Berlin',
  business_country: 'DE',
  business_vat_id: 'DE136695976',
  business_registration_id: 'HRB 12345',
  payment_iban: 'DE89370400440532013000',
  payment_bic: 'COBADEFFXXX',
  payment_account_name: 'Ada Studio',
  payment_instructions: 'Please quote the invoice number.',
  taxes: [
    { id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false },
    { id: 'vat7', name: 'VAT reduced', rate: '7', category: 'S', compound: false },
  ],
  default_tax_id: 'vat19',
};

const NO_STRUCTURED = {
  business_address_lines: [],
  business_postal_code: '',
  business_city: '',
  business_region: '',
  business_country: '',
  business_vat_id: '',
  business_registration_id: '',
  payment_iban: '',
  payment_bic: '',
  payment_account_name: '',
  payment_instructions: '',
  taxes: [],
  default_tax_id: '',
};

/** The reminder settings of preferences that set none (docs/reminders.md). */
const NO_REMINDERS = {
  reminders: [],
  reminder_repeat_days: 0,
  reminder_max_repeats: 0,
  late_fee: null,
  quote_reminder_days: 0,
  time_zone: '',
};

/** Reminder settings as a page sends them. */
const REMINDERS = {
  reminders: [
    { days: 7, anchor: 'after_due' },
    { days: 3, anchor: 'before_due' },
    { days: 0, anchor: 'on_due' },
  ],
  reminder_repeat_days: 7,
  reminder_max_repeats: 4,
  late_fee: { type: 'percent', value: 2.5 },
  quote_reminder_days: 3,
  time_zone: 'europe/berlin',
};

/** ...as they are stored and answered: in the order they go out, the fee as text, the zone as Intl names it. */
const REMINDERS_STORED = {
  reminders: [
    { days: 3, anchor: 'before_due' },
    { days: 0, anchor: 'on_due' },
    { days: 7, anchor: 'after_due' },
  ],
  reminder_repeat_days: 7,
  reminder_max_repeats: 4,
  late_fee: { type: 'percent', value: '2.5' },
  quote_reminder_days: 3,
  time_zone: 'Europe/Berlin',
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
      ...NO_STRUCTURED,
      ...NO_REMINDERS,
      language: '',
    });
  });

  it('keeps the structured address, VAT and registration numbers, bank details and default taxes, written as stored', async () => {
    const saved = await ada.call('POST', '/api/form-preferences', { ...PREFERENCES, ...STRUCTURED });
    expect(saved).toMatchObject({ status: 200, body: { preferences: STRUCTURED_STORED } });
    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toMatchObject({
      business_name: 'Ada Studio',
      tax_rate: 20.5,
      ...STRUCTURED_STORED,
    });
  });

  it('takes null as not given for the structured fields, and no default tax without taxes', async () => {
    const nulls = Object.fromEntries(Object.keys(NO_STRUCTURED).map((key) => [key, null]));
    const saved = await ada.call('POST', '/api/form-preferences', { business_name: 'Ada', ...nulls });
    expect(saved).toMatchObject({ status: 200, body: { preferences: NO_STRUCTURED } });
  });

  it('reads preferences stored before the structured fields existed as they were, the new fields empty', async () => {
    const connection = await mongoose.createConnection(testEnv().MONGO_URL as string).asPromise();
    try {
      const store = connection.useDb(stack.gateway.databaseOf('documents')).collection('form_preferences');
      await store.insertOne({
        _id: ada.id as never,
        businessName: 'Old Studio',
        businessEmail: 'old@example.com',
        businessAddress: '1 Old Road',
        businessPhone: '',
        businessWebsite: '',
        defaultCurrency: 'GBP',
        taxRate: '20',
        invoicePrefix: 'OLD',
        invoiceTerms: 'Net 30',
        invoiceValidityDays: 30,
        invoiceNotes: '',
        quotePrefix: 'OQ',
        quoteTerms: '',
        quoteValidityDays: 15,
        quoteNotes: '',
        logoUrl: '',
        customFields: [{ id: 1, name: 'SKU' }],
      });
    } finally {
      await connection.close();
    }
    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toEqual({
      business_name: 'Old Studio',
      business_email: 'old@example.com',
      business_address: '1 Old Road',
      business_phone: '',
      business_website: '',
      default_currency: 'GBP',
      tax_rate: 20,
      invoice_prefix: 'OLD',
      next_invoice_number: 1,
      invoice_terms: 'Net 30',
      invoice_validity_days: 30,
      invoice_notes: '',
      quote_prefix: 'OQ',
      next_quote_number: 1,
      quote_terms: '',
      quote_validity_days: 15,
      quote_notes: '',
      logo_url: null,
      custom_fields: [{ id: 1, name: 'SKU' }],
      ...NO_STRUCTURED,
      ...NO_REMINDERS,
      language: '',
    });
  });

  it.each([
    [{ business_country: 'XX' }, 'Country must be a two-letter ISO 3166 code, such as DE'],
    [
      { business_country: 'DE', business_vat_id: 'DE123' },
      'VAT number is not a valid VAT number for its country',
    ],
    [{ business_address_lines: ['a', 'b', 'c', 'd'] }, 'Address may have at most 3 lines'],
    [{ business_address_lines: 'Torstraße 1' }, 'Address must be a list of lines'],
    [{ business_postal_code: '1'.repeat(21) }, 'Postal code must be at most 20 characters'],
    [
      { payment_iban: 'DE89 3704 0044 0532 0130 01' },
      'IBAN is not valid: check the country code, length and check digits',
    ],
    [{ payment_bic: 'COBA' }, 'BIC must be 8 or 11 letters and digits, such as COBADEFFXXX'],
    [{ payment_account_name: 'x'.repeat(71) }, 'Account name must be at most 70 characters'],
    [
      { taxes: Array.from({ length: 6 }, (_, index) => ({ id: `t${index}`, name: 'T', rate: 1 })) },
      'A document may have at most 5 taxes',
    ],
    [{ taxes: [{ id: 'e', name: 'Exempt', rate: 7, category: 'E' }] }, 'must have a rate of 0%'],
    [{ taxes: [{ id: 'vat', name: 'VAT', rate: 101 }] }, 'Tax rate'],
    [
      { taxes: [{ id: 'vat', name: 'VAT', rate: 19 }], default_tax_id: 'gst' },
      'The default tax must be one of the taxes',
    ],
  ])('refuses the structured %j with a coded 400 and its message', async (body, message) => {
    const refused = await ada.call('POST', '/api/form-preferences', body);
    expect(refused).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    expect(refused.body.error).toContain(message);
    expect((await ada.call('GET', '/api/form-preferences')).status).toBe(404);
  });

  it('keeps the reminders, repeats, late fee, quote reminder and time zone, written as stored', async () => {
    const saved = await ada.call('POST', '/api/form-preferences', { ...PREFERENCES, ...REMINDERS });
    expect(saved).toMatchObject({ status: 200, body: { preferences: REMINDERS_STORED } });
    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toMatchObject({
      business_name: 'Ada Studio',
      ...REMINDERS_STORED,
    });

    const fixed = await ada.call('POST', '/api/form-preferences', {
      ...PREFERENCES,
      ...REMINDERS,
      late_fee: { type: 'fixed', value: '25.00' },
    });
    expect(fixed).toMatchObject({ body: { preferences: { late_fee: { type: 'fixed', value: '25' } } } });
  });

  it('saves as the other fields do: a later save that leaves them out, or sends null, turns them off', async () => {
    await ada.call('POST', '/api/form-preferences', { ...PREFERENCES, ...REMINDERS });
    const left = await ada.call('POST', '/api/form-preferences', PREFERENCES);
    expect(left.body.preferences).toMatchObject(NO_REMINDERS);

    await ada.call('POST', '/api/form-preferences', { ...PREFERENCES, ...REMINDERS });
    const nulls = Object.fromEntries(Object.keys(NO_REMINDERS).map((key) => [key, null]));
    const cleared = await ada.call('POST', '/api/form-preferences', { ...PREFERENCES, ...nulls });
    expect(cleared).toMatchObject({ status: 200, body: { preferences: NO_REMINDERS } });
  });

  it.each([
    [
      { reminders: [1, 2, 3, 4].map((days) => ({ days, anchor: 'after_due' })) },
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    ],
    [{ reminders: { days: 3, anchor: 'after_due' } }, 'Reminders must be a list'],
    [
      { reminders: [{ days: 3, anchor: 'next_week' }] },
      'Reminder anchor must be one of before_due, on_due, after_due',
    ],
    [
      { reminders: [{ days: -2, anchor: 'before_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      {
        reminders: [
          { days: 2, anchor: 'after_due' },
          { days: 2, anchor: 'after_due' },
        ],
      },
      'Two reminders fall on the same day',
    ],
    [{ reminder_repeat_days: 1000 }, '(reminder_repeat_days) must be a whole number from 0 to 365'],
    [{ reminder_max_repeats: 99 }, '(reminder_max_repeats) must be a whole number from 0 to 12'],
    [{ quote_reminder_days: -1 }, '(quote_reminder_days) must be a whole number from 0 to 365'],
    [{ late_fee: { type: 'fixed', value: 'abc' } }, 'Late fee must be a number above 0'],
    [{ late_fee: { type: 'fixed', value: 0 } }, 'Late fee must be a number above 0'],
    [{ late_fee: { type: 'percent', value: 150 } }, 'A percent late fee must be at most 100'],
    [{ late_fee: { type: 'compound', value: 5 } }, 'Late fee type must be one of fixed, percent'],
    [{ late_fee: '5%' }, 'Late fee must be { type, value } or null'],
    [{ time_zone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone name'],
    [{ time_zone: '<script>' }, 'Time zone must be an IANA time zone name'],
  ])('refuses the reminder setting %j with a coded 400 naming the field', async (body, message) => {
    const refused = await ada.call('POST', '/api/form-preferences', body);
    expect(refused).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    expect(refused.body.error).toContain(message);
    expect((await ada.call('GET', '/api/form-preferences')).status).toBe(404);
  });

  it('refuses a list of 20,000 reminders by its length, with one message, in a 400', async () => {
    const huge = { reminders: Array.from({ length: 20_000 }, () => 0) };
    const refused = await ada.call('POST', '/api/form-preferences', huge);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid_body',
        error: 'Reminders must be a list of at most 3 entries of { days, anchor }',
      },
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
