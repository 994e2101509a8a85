import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { documentContent } from './document-content';

const fields = (overrides: Record<string, unknown> = {}) =>
  create(DocumentFieldsSchema, {
    currency: 'usd',
    taxRate: '10',
    discountPercentage: '5',
    items: [
      { description: 'A', qty: '2', price: '50' },
      { description: 'B', qty: '1', price: '0.55' },
    ],
    ...overrides,
  });

const reasonOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof ServiceException ? error.reason : error;
  }
  throw new Error('expected a refusal');
};

describe('documentContent', () => {
  it('computes the total with invoice-core: lines, discount, tax on the rest', () => {
    // 100.55 − 5.03 = 95.52; + 9.55 tax = 105.07
    expect(documentContent('invoice', fields()).totalAmount).toBe('105.07');
  });

  it("rounds to the currency's cash step (CHF 0.05) and digits (JPY 0)", () => {
    expect(documentContent('invoice', fields({ currency: 'CHF' })).totalAmount).toBe('105.05');
    expect(documentContent('quote', fields({ currency: 'JPY' })).totalAmount).toBe('106');
  });

  it('defaults the status to draft and upper-cases the currency', () => {
    expect(documentContent('quote', fields())).toMatchObject({ status: 'draft', currency: 'USD' });
  });

  it('refuses a status of the other type, an unknown currency and malformed dates', () => {
    expect(reasonOf(() => documentContent('invoice', fields({ status: 'accepted' })))).toBe(
      'documents.invalid_input',
    );
    expect(reasonOf(() => documentContent('quote', fields({ status: 'paid' })))).toBe(
      'documents.invalid_input',
    );
    expect(reasonOf(() => documentContent('quote', fields({ currency: 'QQQ' })))).toBe(
      'documents.invalid_input',
    );
    expect(reasonOf(() => documentContent('quote', fields({ issueDate: '1/2/2026' })))).toBe(
      'documents.invalid_input',
    );
  });

  it('refuses a column id that cannot key the stored values, in the columns or in an item', () => {
    for (const id of ['a.b', '$gt', 'constructor']) {
      const column = fields({ customColumns: [{ id, label: 'Ref' }] });
      const item = fields({ items: [{ description: 'A', qty: '1', price: '1', cols: { [id]: 'v' } }] });
      expect(reasonOf(() => documentContent('invoice', column))).toBe('documents.invalid_input');
      expect(reasonOf(() => documentContent('invoice', item))).toBe('documents.invalid_input');
    }
  });

  it("accepts 'pending' for quotes only", () => {
    expect(documentContent('quote', fields({ status: 'pending' })).status).toBe('pending');
    expect(reasonOf(() => documentContent('invoice', fields({ status: 'pending' })))).toBe(
      'documents.invalid_input',
    );
  });
});

describe('documentContent: the money model', () => {
  const seller = {
    name: 'Ada Studio',
    addressLines: ['Hauptstraße 5'],
    postalCode: '10115',
    city: 'Berlin',
    region: '',
    country: 'DE',
    vatId: 'DE136695976',
    registrationId: '',
    email: '',
    phone: '',
  };

  it('writes empty sender text from the seller snapshot, and keeps what the user typed', () => {
    const content = documentContent('invoice', fields({ senderInfo: ' ', receiverInfo: 'Engines Ltd' }), {
      seller,
      buyer: { ...seller, name: 'Engines GmbH', vatId: '' },
    });

    expect(content.senderInfo).toBe('Ada Studio\nHauptstraße 5\n10115 Berlin\nGermany\nVAT: DE136695976');
    expect(content.receiverInfo).toBe('Engines Ltd');
    expect(content.seller).toEqual(seller);
  });

  it('computes the breakdown per tax and refuses a compound tax with inclusive prices', () => {
    const taxed = fields({
      taxes: [{ id: 'vat', name: 'VAT', rate: '19', category: 'S' }],
      items: [{ description: 'A', qty: '1', price: '100', taxIds: ['vat'], discountPercentage: '10' }],
      discountPercentage: '0',
    });
    expect(documentContent('invoice', taxed)).toMatchObject({
      subtotal: '90.00',
      taxBreakdown: [{ id: 'vat', base: '90.00', amount: '17.10' }],
      totalAmount: '107.10',
    });

    const compound = fields({
      pricesIncludeTax: true,
      taxes: [{ id: 'qst', name: 'QST', rate: '9.975', compound: true }],
    });
    expect(reasonOf(() => documentContent('invoice', compound))).toBe('documents.invalid_input');
  });
});
