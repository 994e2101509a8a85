import type { StoredDocument } from '../document.schema';
import { OwnerHistory } from './owner-history';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

const doc = (id: string, minute: number, fields: Partial<StoredDocument> = {}) =>
  ({
    _id: id,
    type: 'invoice',
    status: 'draft',
    updatedAt: at(minute),
    ...fields,
  }) as unknown as StoredDocument;

const ids = (documents: StoredDocument[]) => documents.map((document) => document._id.toString());

describe('OwnerHistory', () => {
  it('orders newest update first, then the larger id, as the store sorted', () => {
    const history = new OwnerHistory([doc('a1', 1), doc('a3', 3), doc('a2', 3), doc('a0', 2)]);
    expect(ids(history.list(undefined, undefined).documents)).toEqual(['a3', 'a2', 'a0', 'a1']);
  });

  it('moves a replaced document to its new place and forgets a dropped one', () => {
    const history = new OwnerHistory([doc('a1', 1), doc('a2', 2), doc('a3', 3)]);
    history.put(doc('a1', 9, { status: 'paid' }));
    history.drop('a3');
    history.drop('unknown');
    expect(ids(history.list(undefined, undefined).documents)).toEqual(['a1', 'a2']);
    expect(history.size).toBe(2);
    expect(history.count('invoice', ['paid'])).toBe(1);
    expect(history.count('invoice', ['draft', 'paid'])).toBe(2);
  });

  it('pages, filters by type, and counts both types whatever the type asked', () => {
    const history = new OwnerHistory(
      Array.from({ length: 25 }, (_, i) =>
        doc(`d${String(i).padStart(2, '0')}`, i, { type: i % 5 ? 'invoice' : 'quote' }),
      ),
    );
    const second = history.list(undefined, 'invoice', { skip: 10, size: 10 });
    expect(second).toMatchObject({ total: 20, invoiceCount: 20, quoteCount: 5 });
    expect(ids(second.documents)).toEqual([
      'd12',
      'd11',
      'd09',
      'd08',
      'd07',
      'd06',
      'd04',
      'd03',
      'd02',
      'd01',
    ]);
    expect(history.list(undefined, undefined, { skip: 20, size: 10 }).documents).toHaveLength(5);
    expect(history.list(undefined, 'quote')).toMatchObject({ total: 5 });
  });

  it('counts only the matching documents when a filter narrows them', () => {
    const history = new OwnerHistory([
      doc('a1', 1, { clientId: 'c1' }),
      doc('a2', 2, { type: 'quote', clientId: 'c1' }),
      doc('a3', 3, { clientId: '' }),
    ]);
    const answer = history.list((document) => document.clientId === 'c1', 'quote', { skip: 0, size: 10 });
    expect(answer).toMatchObject({ total: 1, invoiceCount: 1, quoteCount: 1 });
    expect(ids(answer.documents)).toEqual(['a2']);
  });

  it('lists credit notes under their own filter and counts them apart from invoices', () => {
    const history = new OwnerHistory([
      doc('a1', 1),
      doc('a2', 2, { type: 'credit_note' }),
      doc('a3', 3, { type: 'quote' }),
      doc('a4', 4, { type: 'credit_note', clientId: 'c1' }),
    ]);
    const notes = history.list(undefined, 'credit_note');
    expect(ids(notes.documents)).toEqual(['a4', 'a2']);
    expect(notes).toMatchObject({ total: 2, invoiceCount: 1, quoteCount: 1, creditNoteCount: 2 });
    expect(history.list(undefined, undefined)).toMatchObject({ total: 4 });
    expect(history.list((document) => document.clientId === 'c1', undefined)).toMatchObject({
      total: 1,
      creditNoteCount: 1,
    });
  });
});

describe('OwnerHistory in another order', () => {
  const money = (id: string, minute: number, fields: Partial<StoredDocument>) =>
    doc(id, minute, { status: 'sent', totalAmount: '0', dueOrExpiryDate: '', ...fields });

  it('sorts by balance exactly, ties newest update first, documents without a balance last', () => {
    const history = new OwnerHistory([
      money('a1', 1, { totalAmount: '100', balanceDue: '0.3' }),
      money('a2', 2, { totalAmount: '0.1' }),
      money('a3', 3, { totalAmount: '999', balanceDue: '12345678901234567.01' }),
      money('a4', 4, { totalAmount: '999', balanceDue: '12345678901234567.02' }),
      money('a5', 5, { type: 'quote', totalAmount: '5000' }),
      money('a6', 6, { totalAmount: '0.30' }),
    ]);
    const ascending = history.list(undefined, undefined, undefined, { sort: 'balance', descending: false });
    expect(ids(ascending.documents)).toEqual(['a2', 'a6', 'a1', 'a3', 'a4', 'a5']);
    const descending = history.list(undefined, undefined, undefined, { sort: 'balance', descending: true });
    expect(ids(descending.documents)).toEqual(['a4', 'a3', 'a6', 'a1', 'a2', 'a5']);
  });

  it('sorts by total, due date, issue date and number (INV-9 before INV-10)', () => {
    const history = new OwnerHistory([
      money('a1', 1, {
        totalAmount: '10.5',
        dueOrExpiryDate: '2026-12-01',
        issueDate: '2026-01-02',
        number: 'INV-10',
      }),
      money('a2', 2, { totalAmount: '9.99', dueOrExpiryDate: '', issueDate: '2026-01-03', number: 'INV-9' }),
      money('a3', 3, {
        totalAmount: '100',
        dueOrExpiryDate: '2026-11-01',
        issueDate: '2026-01-01',
        number: 'INV-100',
      }),
    ]);
    const order = (sort: 'total' | 'due_date' | 'issue_date' | 'number') =>
      ids(history.list(undefined, undefined, undefined, { sort, descending: false }).documents);
    expect(order('total')).toEqual(['a2', 'a1', 'a3']);
    expect(order('due_date')).toEqual(['a3', 'a1', 'a2']);
    expect(order('issue_date')).toEqual(['a3', 'a1', 'a2']);
    expect(order('number')).toEqual(['a2', 'a1', 'a3']);
  });

  it('sorts again after a change, and pages and filters within the order', () => {
    const history = new OwnerHistory([
      money('a1', 1, { totalAmount: '1' }),
      money('a2', 2, { totalAmount: '2' }),
      money('a3', 3, { totalAmount: '3' }),
    ]);
    const byTotal = { sort: 'total', descending: true } as const;
    expect(ids(history.list(undefined, undefined, { skip: 0, size: 2 }, byTotal).documents)).toEqual([
      'a3',
      'a2',
    ]);
    history.put(money('a1', 9, { totalAmount: '4' }));
    expect(ids(history.list(undefined, undefined, { skip: 0, size: 2 }, byTotal).documents)).toEqual([
      'a1',
      'a3',
    ]);
    const odd = history.list((document) => document._id.toString() !== 'a3', undefined, undefined, byTotal);
    expect(ids(odd.documents)).toEqual(['a1', 'a2']);
    expect(odd.total).toBe(2);
  });
});

describe('OwnerHistory derived figures', () => {
  it('computes a figure once, and again after a change', () => {
    const history = new OwnerHistory([doc('a1', 1)]);
    let computed = 0;
    const size = () => history.derive('size', () => (computed++, history.size));
    expect([size(), size()]).toEqual([1, 1]);
    expect(computed).toBe(1);
    history.put(doc('a2', 2));
    expect(size()).toBe(2);
    history.drop('a1');
    expect(size()).toBe(1);
    expect(computed).toBe(3);
  });
});
