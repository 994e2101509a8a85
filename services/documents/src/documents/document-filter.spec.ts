import { create } from '@bufbuild/protobuf';
import { ListDocumentsRequestSchema } from '@paydraft/contracts';
import { documentMatch } from './document-filter';
import type { StoredDocument } from './document.schema';

const request = (fields: Partial<{ search: string; client: string; status: string }>) =>
  create(ListDocumentsRequestSchema, fields);

const stored = (fields: Partial<StoredDocument>) =>
  ({
    number: 'INV-1',
    senderInfo: '',
    receiverInfo: '',
    poNumber: '',
    notes: '',
    clientId: '',
    status: 'draft',
    ...fields,
  }) as StoredDocument;

describe('documentMatch', () => {
  it('narrows nothing when nothing is asked', () => {
    expect(documentMatch(request({}))).toBeUndefined();
    expect(documentMatch(request({ search: '   ' }))).toBeUndefined();
  });

  it('searches the five fields case-insensitively, with the text taken literally', () => {
    const match = documentMatch(request({ search: '  a.b*(c) ' }))!;
    for (const field of ['number', 'senderInfo', 'receiverInfo', 'poNumber', 'notes'] as const) {
      expect(match(stored({ [field]: 'x A.B*(C) y' }))).toBe(true);
    }
    expect(match(stored({ notes: 'axb*(c)' }))).toBe(false);
    expect(match(stored({ paymentTerms: 'a.b*(c)' }))).toBe(false);
  });

  it('never matches across two fields', () => {
    const adjacent = stored({ number: 'INV-1', senderInfo: 'Ada' });
    expect(documentMatch(request({ search: '1Ada' }))!(adjacent)).toBe(false);
    expect(documentMatch(request({ search: '1\u0000Ada' }))!(adjacent)).toBe(false);
    expect(documentMatch(request({ search: 'x\u0000y' }))!(stored({ notes: 'x\u0000y' }))).toBe(true);
  });

  it('folds case beyond ASCII', () => {
    expect(documentMatch(request({ search: 'ÉCOLE' }))!(stored({ receiverInfo: 'école' }))).toBe(true);
  });

  it("reads client 'none' as no client assigned, and filters by status", () => {
    const unassignedPaid = documentMatch(request({ client: 'none', status: 'paid' }))!;
    expect(unassignedPaid(stored({ status: 'paid' }))).toBe(true);
    expect(unassignedPaid(stored({ status: 'paid', clientId: 'c-7' }))).toBe(false);
    expect(unassignedPaid(stored({ status: 'draft' }))).toBe(false);
    expect(documentMatch(request({ client: 'c-7' }))!(stored({ clientId: 'c-7' }))).toBe(true);
  });

  it('lets a missing field match neither a search nor no client, as the store did', () => {
    const missing = { ...stored({}), clientId: undefined, notes: undefined } as unknown as StoredDocument;
    expect(documentMatch(request({ client: 'none' }))!(missing)).toBe(false);
    expect(documentMatch(request({ search: 'undefined' }))!(missing)).toBe(false);
  });
});

describe('documentMatch payment filters', () => {
  const today = '2026-11-25';
  const invoice = (status: string, fields: Partial<StoredDocument> = {}) =>
    ({
      type: 'invoice',
      status,
      totalAmount: '10',
      dueOrExpiryDate: '2026-12-31',
      ...fields,
    }) as StoredDocument;
  const listed = (filter: 'unpaid' | 'overdue', documents: StoredDocument[]) =>
    documents.filter(documentMatch({ search: '', client: '', status: '' }, { filter, today })!);

  it('lists as unpaid the invoices asked for money with a balance, saved before payments or not', () => {
    const unpaid = [
      invoice('sent'),
      invoice('viewed', { balanceDue: '0.01' }),
      invoice('partially_paid', { balanceDue: '4.00' }),
      invoice('overdue'),
    ];
    const notUnpaid = [
      invoice('draft'),
      invoice('cancelled'),
      invoice('paid', { balanceDue: '0.00' }),
      invoice('sent', { balanceDue: '0.00' }),
      invoice('sent', { totalAmount: '0' }),
      { ...invoice('sent'), type: 'quote' } as StoredDocument,
      { ...invoice('sent'), type: 'credit_note' } as StoredDocument,
    ];
    expect(listed('unpaid', [...unpaid, ...notUnpaid])).toEqual(unpaid);
  });

  it('lists as overdue the unpaid invoices past their due date (not on it) or marked overdue', () => {
    const overdue = [invoice('sent', { dueOrExpiryDate: '2026-11-24' }), invoice('overdue')];
    const notOverdue = [
      invoice('sent', { dueOrExpiryDate: today }),
      invoice('sent', { dueOrExpiryDate: '' }),
      invoice('paid', { dueOrExpiryDate: '2026-01-01', balanceDue: '0' }),
      invoice('draft', { dueOrExpiryDate: '2026-01-01' }),
    ];
    expect(listed('overdue', [...overdue, ...notOverdue])).toEqual(overdue);
  });
});
