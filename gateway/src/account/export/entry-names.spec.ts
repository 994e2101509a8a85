import { DocumentEntryNames } from './entry-names';

describe('DocumentEntryNames', () => {
  it('names a document by its number in its type’s folder, safe and unique', () => {
    const names = new DocumentEntryNames();
    expect(names.nameOf({ id: 'a1', document_type: 'invoice', document_number: 'INV-0001' })).toBe(
      'documents/invoices/INV-0001',
    );
    expect(names.nameOf({ id: 'b2', document_type: 'quote', document_number: '../Q/1' })).toBe(
      'documents/quotes/__Q_1',
    );
    expect(names.nameOf({ id: 'c3', document_type: 'quote', document_number: '.._Q_1' })).toBe(
      'documents/quotes/__Q_1-c3',
    );
    expect(names.nameOf({ id: 'd4', document_type: 'invoice', document_number: '' })).toBe(
      'documents/invoices/d4',
    );
  });
});
