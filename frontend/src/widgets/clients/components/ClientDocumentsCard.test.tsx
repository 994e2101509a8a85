import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { aSavedDocument } from '../../../entities/document/testing/savedDocument';
import type { ClientDocument } from '../api/clientDocumentsApi';
import { ClientDocumentsCard } from './ClientDocumentsCard';

// antd's Tabs, Select and Modal take seconds each in jsdom on a busy machine.
jest.setTimeout(20_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const INVOICE: ClientDocument = aSavedDocument({
  id: 'd-1',
  document_type: 'invoice',
  document_number: 'INV-1',
  client_id: 'c-1',
  status: 'draft',
  issue_date: '2026-11-01',
  currency: 'USD',
  total_amount: '110.00',
  due_or_expiry_date: '2026-12-01',
  updated_at: '2026-11-02T10:00:00.000Z',
  notes: 'Thanks',
});

const listed = (documents: ClientDocument[], counts = { all: 3, invoice: 2, quote: 1 }) => ({
  body: { success: true, data: documents, total: documents.length, counts, page: 1, pageSize: 10 },
});

const renderCard = () =>
  renderWithProviders(<ClientDocumentsCard clientId="c-1" />, {
    store: signedInStore(),
    detachedStyles: true,
  });

describe('ClientDocumentsCard', () => {
  it("lists the client's documents with the counts, and asks for one type per tab", async () => {
    const api = mockApi({ 'GET /api/documents/all': listed([INVOICE]) });
    renderCard();

    expect(await screen.findByText('Documents (3)')).toBeInTheDocument();
    expect(await screen.findByText('Invoice INV-1')).toBeInTheDocument();
    // Long dates and money as money (was '2026-11-01 · USD 110.00'); an invoice's due date too.
    expect(screen.getByText('November 1, 2026 · $110.00 · Due December 1, 2026')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/documents/all')[0].url.searchParams)).toEqual({
      client: 'c-1',
      page: '1',
      pageSize: '10',
    });

    await user().click(screen.getByRole('tab', { name: 'Quotes (1)' }));
    await waitFor(() => expect(api.calls[api.calls.length - 1].url.searchParams.get('type')).toBe('quote'));
  });

  it('saves a new status by sending the whole document with it', async () => {
    const api = mockApi({
      'GET /api/documents/all': listed([INVOICE]),
      'PUT /api/documents/invoice/d-1': { body: { success: true } },
    });
    renderCard();

    await user().click(await screen.findByRole('combobox', { name: 'Status of INV-1' }));
    await user().click(await screen.findByTitle('Paid'));

    await waitFor(() => expect(api.callsTo('PUT /api/documents/invoice/d-1')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT /api/documents/invoice/d-1')[0].body)).toEqual({
      ...INVOICE,
      status: 'paid',
    });
    await waitFor(() => expect(api.callsTo('GET /api/documents/all')).toHaveLength(2));
  });

  it("deletes after confirming, or says 'Error deleting document: {message}'", async () => {
    mockApi({
      'GET /api/documents/all': listed([INVOICE]),
      'DELETE /api/documents/invoice/d-1': apiError(404, 'Document not found', 'documents.not_found'),
    });
    renderCard();

    await user().click(await screen.findByRole('button', { name: 'Delete INV-1' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting document: Document not found')).toBeInTheDocument();
  });

  it("says 'Failed to load client documents'", async () => {
    mockApi({ 'GET /api/documents/all': apiError(503, 'Unavailable', 'rpc.unavailable') });
    renderCard();

    expect(await screen.findByText('Failed to load client documents')).toBeInTheDocument();
  });

  it("edits a document in a dialog with the document form, and says 'Document updated successfully'", async () => {
    const document = { ...INVOICE, items: [{ description: 'Audit', qty: '1', price: '110.00', cols: {}, discount_percentage: '0', tax_ids: [], unit: '' }] };
    const api = mockApi({
      'GET /api/documents/all': listed([document]),
      'GET /api/form-preferences': { status: 404, body: { success: false, error: 'Not found' } },
      'GET /api/clients': { body: { success: true, data: [], total: 0, page: 1, pageSize: 100 } },
      'GET /api/clients/c-1': { body: { success: true, data: { id: 'c-1', business_name: 'Globex' } } },
      'PUT /api/documents/invoice/d-1': { body: { success: true, data: document } },
    });
    renderCard();

    await user().click(await screen.findByRole('button', { name: 'Edit INV-1' }));

    expect(await screen.findByRole('heading', { name: 'Edit Invoice — INV-1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description, item 1')).toHaveValue('Audit');
    await user().click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(await screen.findByText('Document updated successfully')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('PUT /api/documents/invoice/d-1')[0].body)).toMatchObject({
      document_number: 'INV-1',
      client_id: 'c-1',
      status: 'draft',
    });
  });

  it("says 'Failed to update document' when the save fails", async () => {
    const document = { ...INVOICE, items: [{ description: 'Audit', qty: '1', price: '110.00', cols: {}, discount_percentage: '0', tax_ids: [], unit: '' }] };
    mockApi({
      'GET /api/documents/all': listed([document]),
      'GET /api/form-preferences': { status: 404, body: { success: false, error: 'Not found' } },
      'GET /api/clients': { body: { success: true, data: [], total: 0, page: 1, pageSize: 100 } },
      'GET /api/clients/c-1': { body: { success: true, data: { id: 'c-1', business_name: 'Globex' } } },
      'PUT /api/documents/invoice/d-1': apiError(500, 'Boom', 'internal'),
    });
    renderCard();

    await user().click(await screen.findByRole('button', { name: 'Edit INV-1' }));
    await user().click(await screen.findByRole('button', { name: /Save Draft/ }));

    expect(await screen.findByText('Failed to update document')).toBeInTheDocument();
  });
});
