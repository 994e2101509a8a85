import type { StoredDocument } from './document.schema';
import { documentView } from './document-view';
import { asRevision } from './quote-revisions';

/** A quote as the store held it before the money model: no taxes, no snapshots, only its total. */
const savedBefore = {
  _id: { toString: () => 'q1' },
  ownerId: 'ada',
  type: 'quote',
  number: 'QUO-1',
  status: 'accepted',
  currency: 'USD',
  taxRate: '8.25',
  discountPercentage: '5',
  items: [
    { description: 'A', qty: '3', price: '33.33', cols: {} },
    { description: 'B', qty: '1', price: '0.55', cols: {} },
  ],
  customColumns: [],
  totalAmount: '108.88',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as StoredDocument;

describe('documentView of a document saved before the money model', () => {
  it('keeps its total and answers the spec computation’s breakdown, with no taxes or snapshots', () => {
    const view = documentView(savedBefore);

    // 100.54 − 5.03 = 95.51; 8.25% of it is 7.88. The total is answered as stored (here deliberately
    // not the 103.39 these give), never computed again.
    expect(view).toMatchObject({
      totalAmount: '108.88',
      subtotal: '100.54',
      discountAmount: '5.03',
      taxBreakdown: [{ id: 'tax', name: 'Tax', rate: '8.25', category: 'S', base: '95.51', amount: '7.88' }],
      taxAmount: '7.88',
      rounding: '0.00',
      taxes: [],
      pricesIncludeTax: false,
      seller: undefined,
      buyer: undefined,
      payment: undefined,
    });
    expect(view.items).toEqual([
      { description: 'A', qty: '3', price: '33.33', cols: {}, taxIds: [], discountPercentage: '0', unit: '' },
      { description: 'B', qty: '1', price: '0.55', cols: {}, taxIds: [], discountPercentage: '0', unit: '' },
    ]);
  });

  it('shows an earlier revision archived before the money model without the current one’s taxes', () => {
    const current = {
      ...savedBefore,
      status: 'draft',
      revision: 2,
      taxes: [{ id: 'vat', name: 'VAT', rate: '20', category: 'S', compound: false }],
      seller: { name: 'Ada Studio' },
      subtotal: '100.54',
      taxBreakdown: [{ id: 'vat', name: 'VAT', rate: '20', category: 'S', base: '95.51', amount: '19.10' }],
      revisions: [
        {
          revision: 1,
          status: 'accepted',
          content: {
            number: 'QUO-1',
            currency: 'USD',
            taxRate: '8.25',
            discountPercentage: '5',
            items: savedBefore.items,
            customColumns: [],
            totalAmount: '103.39',
          },
        },
      ],
    } as unknown as StoredDocument;

    const view = documentView(asRevision(current, 1)!);

    expect(view).toMatchObject({
      revision: 1,
      taxes: [],
      seller: undefined,
      totalAmount: '103.39',
      taxAmount: '7.88',
    });
  });
});
