import { documentSchema } from '@paydraft/invoice-core';
import type { HistoryDocument } from '../../../entities/document/api/historyApi';
import { aSavedDocument } from '../../../entities/document/testing/savedDocument';
import { savedPayloadOf } from './savedPayload';
import { readStoredDocument } from './storedDocument';

const simple = documentSchema.parse({
  document_type: 'invoice',
  document_number: 'INV-3',
  items: [{ description: 'Audit', qty: '2', price: '300' }],
  tax_rate: '8.25',
});

const moneyModel = documentSchema.parse({
  document_type: 'invoice',
  language: 'en-US',
  document_number: 'INV-4',
  items: [
    {
      description: 'Design',
      qty: '10',
      price: '100',
      tax_ids: ['std'],
      discount_percentage: '10',
      unit: 'h',
    },
    { description: 'Books', qty: '2', price: '50', tax_ids: ['red'] },
  ],
  taxes: [
    { id: 'std', name: 'VAT', rate: '19' },
    { id: 'red', name: 'VAT', rate: '7' },
  ],
  prices_include_tax: true,
  seller: {
    name: 'Acme GmbH',
    address_lines: ['Hauptstr. 1'],
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
  },
  buyer: { name: 'Globex SARL', country: 'FR', registration_id: '552 100 554' },
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', reference: 'RF18539007547034' },
  buyer_reference: '04011000-12345-34',
  delivery_date: '2026-11-18',
});

const save = (document: typeof simple) =>
  savedPayloadOf({
    document,
    clientId: null,
    language: 'en-US',
    sender: document.sender_info,
    number: document.document_number,
  });

describe('the saved-document payload', () => {
  it("keeps the spec's simple payload: no money-model field, items as the spec names them", () => {
    const payload = save(simple);

    expect(payload.items).toEqual([{ description: 'Audit', qty: '2', price: '300', cols: {} }]);
    for (const field of [
      'taxes',
      'prices_include_tax',
      'seller',
      'buyer',
      'payment',
      'buyer_reference',
      'delivery_date',
    ]) {
      expect(payload).not.toHaveProperty(field);
    }
  });

  it('carries taxes, line taxes, discounts and units, inclusive prices, parties, payment and references, and reads them back alike', () => {
    const payload = save(moneyModel);
    expect(payload).toMatchObject({
      taxes: moneyModel.taxes,
      prices_include_tax: true,
      seller: moneyModel.seller,
      buyer: moneyModel.buyer,
      payment: moneyModel.payment,
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-18',
    });

    // As GET /api/documents/all answers it: the payload stored, a sender object kept as its JSON text,
    // and every item's fields filled, as the gateway answers.
    const { items = [], sender_info, ...rest } = payload;
    const stored: HistoryDocument = aSavedDocument({
      ...rest,
      sender_info: typeof sender_info === 'string' ? sender_info : JSON.stringify(sender_info),
      items: items.map((item) => ({
        description: '',
        qty: '',
        price: '',
        cols: {},
        discount_percentage: '0',
        unit: '',
        tax_ids: [],
        ...item,
      })),
      id: 'd-4',
      document_type: 'invoice',
      status: 'draft',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    expect(readStoredDocument(stored).document).toEqual(moneyModel);
  });

  it('names the number and the due or expiry date alike for every type (the gateway reads the spec spellings too)', () => {
    for (const document_type of ['invoice', 'quote', 'credit_note'] as const) {
      const document = { ...simple, document_type, due_or_expiry_date: '2026-12-01' };
      const payload = savedPayloadOf({
        document,
        clientId: null,
        language: 'en-US',
        sender: '',
        number: 'N-7',
      });

      expect(payload).toMatchObject({ document_number: 'N-7', due_or_expiry_date: '2026-12-01' });
      for (const spelling of [
        'invoice_number',
        'quote_number',
        'credit_note_number',
        'due_date',
        'expiry_date',
      ])
        expect(payload).not.toHaveProperty(spelling);
    }
  });

  it("always carries the picked 'Document language', en-US too, so a client's language does not replace it", () => {
    expect(save(simple).language).toBe('en-US');
    expect(
      savedPayloadOf({ document: simple, clientId: 'c1', language: 'de-CH', sender: '', number: '' }),
    ).toMatchObject({
      client_id: 'c1',
      language: 'de-CH',
    });
  });
});
