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
