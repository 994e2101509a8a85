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

describe('documentView of payments', () => {
  it('answers an invoice saved before payments existed as none paid and its total due', () => {
    const invoice = { ...savedBefore, type: 'invoice', status: 'sent' } as unknown as StoredDocument;
    expect(documentView(invoice)).toMatchObject({ payments: [], amountPaid: '0.00', balanceDue: '108.88' });
  });

  it("answers an invoice's payments, and no amounts on a quote", () => {
    const recordedAt = new Date('2026-11-20T10:00:00Z');
    const invoice = {
      ...savedBefore,
      type: 'invoice',
      amountPaid: '8.88',
      balanceDue: '100.00',
      payments: [
        {
          id: 'p1',
          amount: '8.88',
          currency: 'USD',
          date: '2026-11-20',
          method: 'cash',
          source: 'manual',
          recordedAt,
        },
      ],
    } as unknown as StoredDocument;
    expect(documentView(invoice)).toMatchObject({
      amountPaid: '8.88',
      balanceDue: '100.00',
      payments: [
        { id: 'p1', amount: '8.88', reference: '', needsReview: false, recordedAt: recordedAt.toISOString() },
      ],
    });
    expect(documentView(savedBefore)).toMatchObject({ payments: [], amountPaid: '', balanceDue: '' });
  });
});
