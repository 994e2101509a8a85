import { create } from '@bufbuild/protobuf';
import { DocumentSchema, SharedDocumentReplySchema } from '@paydraft/contracts';
import { documentAnswer } from '../documents/document.answer';
import { printedDocumentAnswerSchema } from '../documents/printed-document.answer';
import { publicDocumentAnswer } from './public-document.answer';

const quote = create(DocumentSchema, {
  id: 'q1',
  clientId: 'c1',
  documentType: 'quote',
  documentNumber: 'QUO-7',
  status: 'accepted',
  issueDate: '2026-11-01',
  dueOrExpiryDate: '2026-11-30',
  poNumber: 'PO-9',
  currency: 'EUR',
  taxRate: '20',
  totalAmount: '228.00',
  senderInfo: JSON.stringify({ name: 'Ada Studio', logo_url: '/api/upload/logo/a.png' }),
  receiverInfo: JSON.stringify('Grace Ltd'),
  items: [{ description: 'Design', qty: '2', price: '100', taxIds: ['t1'], unit: 'h' }],
  customColumns: [{ id: 'col1', label: 'Hours' }],
  notes: 'Thanks',
  signerName: 'Grace',
  decidedAt: '2026-11-03T10:00:00Z',
  revision: 2,
  revisions: [{ revision: 1, status: 'rejected', totalAmount: '250.00' }],
});

const shared = (document = quote) =>
  publicDocumentAnswer(
    create(SharedDocumentReplySchema, { document, businessName: 'Ada Studio', latestRevision: 2 }),
  );

const printedPart = (answer: object) =>
  Object.fromEntries(Object.entries(answer).filter(([key]) => key in printedDocumentAnswerSchema.shape));

describe('the owner’s and the client’s answers of a document', () => {
  it('show the client the same printed document, items, totals and decision as the owner', () => {
    expect(printedPart(shared())).toEqual(printedPart(documentAnswer(quote)));
    expect(shared()).toMatchObject({
      document_number: 'QUO-7',
      items: [
        {
          description: 'Design',
          qty: '2',
          price: '100',
          tax_ids: ['t1'],
          discount_percentage: '0',
          unit: 'h',
        },
      ],
      custom_columns: [{ id: 'col1', label: 'Hours' }],
      signer_name: 'Grace',
      revision: 2,
      revisions: [
        { revision: 1, status: 'rejected', signer_name: null, decided_at: null, total_amount: '250.00' },
      ],
    });
  });

  it("never shows the client the document's, client's or owner's ids, and shows the parties as text", () => {
    const answer = shared();
    expect(answer).not.toHaveProperty('id');
    expect(answer).not.toHaveProperty('client_id');
    expect(answer).toMatchObject({
      sender_info: 'Ada Studio',
      receiver_info: 'Grace Ltd',
      logo_url: '/api/upload/logo/a.png',
      business_name: 'Ada Studio',
    });
    expect(documentAnswer(quote)).toMatchObject({ id: 'q1', client_id: 'c1', sender_info: quote.senderInfo });
  });

  it('shows a document without a status as a draft to the client, and as it is to the owner', () => {
    const unsaved = create(DocumentSchema, { ...quote, status: '' });
    expect(shared(unsaved).status).toBe('draft');
    expect(documentAnswer(unsaved).status).toBe('');
  });
});
