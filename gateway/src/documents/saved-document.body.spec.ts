import { COMPOUND_WITH_INCLUSIVE_MESSAGE } from '@paydraft/invoice-core';
import { savedDocumentBodySchema } from './saved-document.body';

const nested = (depth: number): unknown => {
  let value: unknown = 'Ada';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

const messagesOf = (body: unknown) => {
  const parsed = savedDocumentBodySchema('invoice').safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('savedDocumentBodySchema', () => {
  it('keeps a sender object as its JSON text', () => {
    const parsed = savedDocumentBodySchema('invoice').parse({
      sender_info: { name: 'Ada Studio', logo_url: '/api/upload/logo/a.png' },
    });

    expect(parsed.sender_info).toBe('{"name":"Ada Studio","logo_url":"/api/upload/logo/a.png"}');
  });

  it('refuses a sender or receiver nested thousands of levels deep as not text, without throwing', () => {
    expect(messagesOf({ sender_info: nested(5_000) })).toEqual(['Sender must be text']);
    expect(messagesOf({ receiver_info: JSON.parse('['.repeat(5_000) + ']'.repeat(5_000)) })).toEqual([
      'Receiver must be text',
    ]);
  });
});

describe("savedDocumentBodySchema: the number's and the due date's names", () => {
  const numberAndDue = (type: 'invoice' | 'quote' | 'credit_note', body: object) => {
    const { document_number, due_or_expiry_date } = savedDocumentBodySchema(type).parse(body);
    return [document_number, due_or_expiry_date];
  };

  it("reads the spec's spellings of each type", () => {
    expect(numberAndDue('invoice', { invoice_number: 'INV-7', due_date: '2026-12-01' })).toEqual([
      'INV-7',
      '2026-12-01',
    ]);
    expect(numberAndDue('quote', { quote_number: 'QUO-7', expiry_date: '2026-12-01' })).toEqual([
      'QUO-7',
      '2026-12-01',
    ]);
    expect(numberAndDue('credit_note', { credit_note_number: 'CN-7', due_date: '2026-12-01' })).toEqual([
      'CN-7',
      '2026-12-01',
    ]);
  });

  it('reads document_number and due_or_expiry_date, the names the page sends for every type', () => {
    for (const type of ['invoice', 'quote', 'credit_note'] as const)
      expect(numberAndDue(type, { document_number: 'N-7', due_or_expiry_date: '2026-12-01' })).toEqual([
        'N-7',
        '2026-12-01',
      ]);
  });
});

describe('savedDocumentBodySchema: the money model', () => {
  const vat = [
    { id: 'vat19', name: 'VAT', rate: 19 },
    { id: 'vat7', name: 'VAT', rate: '7' },
  ];

  it('reads taxes, parties, payment and the line fields, writing out each line’s taxes', () => {
    const parsed = savedDocumentBodySchema('invoice').parse({
      taxes: vat,
      prices_include_tax: true,
      seller: { name: 'Ada Studio', country: 'de', vat_id: 'DE136695976' },
      buyer: { name: 'Engines Ltd', address_lines: ['1 Main St'] },
      payment: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-02',
      items: [
        { description: 'Book', qty: 1, price: 10, tax_ids: ['vat7'], unit: 'pcs' },
        { description: 'Work', qty: 2, price: 50, discount_percentage: 10 },
      ],
    });

    expect(parsed).toMatchObject({
      prices_include_tax: true,
      seller: { name: 'Ada Studio', country: 'DE', vat_id: 'DE136695976' },
      buyer: { name: 'Engines Ltd', address_lines: ['1 Main St'] },
      payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-02',
    });
    expect(
      parsed.items.map(({ tax_ids, discount_percentage, unit }) => [tax_ids, discount_percentage, unit]),
    ).toEqual([
      [['vat7'], '0', 'pcs'],
      [['vat19', 'vat7'], '10', ''],
    ]);
  });

  it("refuses a line's unknown tax id with the schema's message", () => {
    expect(
      messagesOf({ taxes: vat, items: [{ description: 'A', qty: 1, price: 1, tax_ids: ['gst'] }] }),
    ).toEqual(['Item 1 names the tax "gst", which is not among the document\'s taxes']);
  });

  it('refuses a compound tax with prices that include tax', () => {
    expect(
      messagesOf({
        prices_include_tax: true,
        taxes: [{ id: 'qst', name: 'QST', rate: 9.975, compound: true }],
      }),
    ).toEqual([COMPOUND_WITH_INCLUSIVE_MESSAGE]);
  });

  it('refuses a bad IBAN and a party that is not an object, with clear messages', () => {
    expect(messagesOf({ payment: { iban: 'DE00 1234' } })).toEqual([
      'IBAN is not valid: check the country code, length and check digits',
    ]);
    expect(messagesOf({ seller: 'Ada' })).toEqual(['Seller must be an object']);
  });
});

describe('savedDocumentBodySchema: an invoice’s own reminders', () => {
  it('reads a list of rules, [] as none, and null or absent as following the preferences', () => {
    const parse = (body: object) => savedDocumentBodySchema('invoice').parse(body).reminders;

    expect(parse({ reminders: [{ days: 3, anchor: 'before_due' }] })).toEqual([
      { days: 3, anchor: 'before_due' },
    ]);
    expect(parse({ reminders: [] })).toEqual([]);
    expect(parse({ reminders: null })).toBeNull();
    expect(parse({})).toBeNull();
  });

  it.each([
    [{ reminders: 'soon' }, 'Reminders must be a list of at most 3 entries of { days, anchor }'],
    [
      { reminders: [{ days: 3, anchor: 'whenever' }] },
      'Reminder anchor must be one of before_due, on_due, after_due',
    ],
    [
      { reminders: [{ days: 400, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminders: [{ days: -1, anchor: 'after_due' }] },
      'Reminder days must be a whole number from 0 to 365',
    ],
    [
      { reminders: [0, 1, 2, 3].map((days) => ({ days, anchor: 'after_due' })) },
      'Reminders must be a list of at most 3 entries of { days, anchor }',
    ],
  ])('refuses %j: %s', (body, message) => {
    expect(messagesOf(body)).toEqual([message]);
  });
});
