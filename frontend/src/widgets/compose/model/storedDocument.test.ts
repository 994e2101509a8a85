import type { HistoryDocument } from '../../../entities/document/api/historyApi';
import { aSavedDocument } from '../../../entities/document/testing/savedDocument';
import { readParty, senderToSave } from '../../../entities/document/model/partyInfo';
import { readStoredDocument } from './storedDocument';

const stored = (fields: Record<string, unknown> = {}): HistoryDocument => ({
  ...aSavedDocument(),
  id: 'd-3',
  document_type: 'invoice',
  document_number: 'INV-3',
  client_id: 'c-1',
  status: 'sent',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  updated_at: '2026-11-20T10:00:00.000Z',
  sender_info: 'Acme Ltd',
  receiver_info: 'Globex',
  items: [{ description: 'Work', qty: '1', price: '10.00', cols: {}, discount_percentage: '0', tax_ids: [], unit: '' }],
  custom_columns: [],
  currency: 'EUR',
  tax_rate: '0',
  discount_percentage: '0',
  ...fields,
});

describe('reading a stored document into the builder', () => {
  it('reads a sender saved as an object: its text one a line, and its logo', () => {
    const saved = JSON.stringify(senderToSave('Acme Ltd\n1 High St', '/api/upload/logo/abc.png'));
    expect(readParty(saved)).toEqual({ text: 'Acme Ltd\n1 High St', logoUrl: '/api/upload/logo/abc.png' });
    expect(readParty({ name: 'Acme', city: 'Leeds' })).toEqual({ text: 'Acme\nLeeds', logoUrl: null });
    expect(readParty('"Quoted text"')).toEqual({ text: 'Quoted text', logoUrl: null });
    expect(readParty('Plain')).toEqual({ text: 'Plain', logoUrl: null });
  });

  it('keeps id, client, status and the sender logo; items may be JSON text', () => {
    const read = readStoredDocument(
      stored({
        sender_info: JSON.stringify({ text: 'Acme Ltd', logo_url: '/api/upload/logo/abc.png' }),
        items: JSON.stringify([{ description: 'Work', qty: '2', price: '5' }]),
      }),
    );
    expect(read).toMatchObject({
      id: 'd-3',
      clientId: 'c-1',
      status: 'sent',
      senderLogoUrl: '/api/upload/logo/abc.png',
    });
    expect(read.document).toMatchObject({
      document_number: 'INV-3',
      sender_info: 'Acme Ltd',
      currency: 'EUR',
      items: [{ description: 'Work', qty: '2', price: '5', cols: {} }],
    });
  });

  it("opens a document saved with a column id such as 'constructor', its values under a new id", () => {
    const read = readStoredDocument(
      stored({
        custom_columns: [{ id: 'constructor', label: 'Ref' }],
        items: [{ description: 'Work', qty: '1', price: '10', cols: JSON.parse('{"constructor":"R-1"}') }],
      }),
    );

    expect(read.document.custom_columns).toEqual([{ id: 'col-1', label: 'Ref' }]);
    expect(read.document.items[0].cols).toEqual({ 'col-1': 'R-1' });
  });

  it('opens a draft saved without items', () => {
    expect(readStoredDocument(stored({ items: [] })).document.items).toEqual([]);
  });

  it('refuses what it cannot read', () => {
    expect(() => readStoredDocument(stored({ items: 'not json' }))).toThrow();
    expect(() => readStoredDocument(stored({ currency: 'XXX-NOPE' }))).toThrow();
  });
});
