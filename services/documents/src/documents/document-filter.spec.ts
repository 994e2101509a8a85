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
