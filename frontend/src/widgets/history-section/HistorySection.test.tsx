import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, jsonResponse, mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { useLocation } from 'react-router';
import { HistorySection } from './HistorySection';

/** Where Edit went, and which document it carried for the builder. */
function LocationProbe() {
  const location = useLocation();
  const state = location.state as { editDocument?: { document_number: string } } | null;
  return (
    <output aria-label="location">{`${location.pathname}${location.search} ${state?.editDocument?.document_number ?? ''}`}</output>
  );
}

const doc = (id: number, fields: Record<string, unknown> = {}) => ({
  id: `d-${id}`,
  document_type: 'invoice',
  document_number: `INV-${id}`,
  client_id: null,
  status: 'draft',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  po_number: '',
  notes: '',
  items: [{ description: 'Work', qty: '1', price: '10.00', cols: {} }],
  total_amount: '10.00',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const CLIENTS = {
  body: {
    success: true,
    data: [
      { id: 'c-1', business_name: 'Acme Widgets', contact_name: 'Wile' },
      { id: 'c-2', business_name: 'Globex', contact_name: 'Hank' },
    ],
  },
};

const page = (
  data: unknown[],
  total = data.length,
  counts: Record<string, number> = { all: total, invoice: total, quote: 0 },
) => ({
  body: { success: true, data, total, counts, page: 1, pageSize: 10 },
});

const render = () =>
  renderWithProviders(
    <>
      <HistorySection />
      <LocationProbe />
    </>,
    { store: signedInStore(), detachedStyles: true },
  );
// The test build gives every antd id 'test-id', so a dialog's accessible name can collide: find it by its title.
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '[role="dialog"]',
  ) as HTMLElement;
const params = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

describe('HistorySection', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('lists documents with dates, client names, counts on the tabs and the range shown', async () => {
    const api = mockApi({
      'GET /api/documents/all': page(
        [
          doc(1, { client_id: 'c-1', status: 'paid' }),
          doc(2, { document_type: 'quote', document_number: 'QUO-2' }),
        ],
        12,
        { all: 12, invoice: 7, quote: 5 },
      ),
      'GET /api/clients': CLIENTS,
    });
    render();

    expect(screen.getByRole('heading', { name: 'Document History' })).toBeInTheDocument();
    const row = (await screen.findByText('INV-1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invoice')).toBeInTheDocument();
    expect(within(row).getByText('November 20, 2026')).toBeInTheDocument();
    expect(await within(row).findByText('Acme Widgets')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const quoteRow = screen.getByText('QUO-2').closest('tr') as HTMLElement;
    expect(within(quoteRow).getByText('—')).toBeInTheDocument();
    expect(within(quoteRow).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Documents (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invoices (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quotes (5)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 12')).toBeInTheDocument();
    expect(params(api.callsTo('GET /api/documents/all')[0])).toEqual({ page: '1', pageSize: '10' });
    expect(api.callsTo('GET /api/documents/all')[0].authorization).toBe('Bearer test-token');

    await userEvent.click(screen.getByRole('tab', { name: 'Quotes (5)' }));
    await waitFor(() => expect(api.callsTo('GET /api/documents/all')).toHaveLength(2));
    expect(params(api.callsTo('GET /api/documents/all')[1])).toEqual({
      page: '1',
      pageSize: '10',
      type: 'quote',
    });
  });

  it('filters credit notes under their own tab, with a badge, and makes one from an invoice for the editor', async () => {
    const creditNote = doc(9, {
      document_type: 'credit_note',
      document_number: 'CN-1',
      preceding_invoice: { id: 'd-1', number: 'INV-1', issue_date: '2026-11-01' },
    });
    const api = mockApi({
      'GET /api/documents/all': page([doc(1), creditNote], 2, {
        all: 2,
        invoice: 1,
        quote: 0,
        credit_note: 1,
      }),
      'GET /api/clients': CLIENTS,
      'POST /api/documents/credit_note': { status: 201, body: { success: true, data: creditNote } },
    });
    render();

    const noteRow = (await screen.findByText('CN-1')).closest('tr') as HTMLElement;
    expect(within(noteRow).getByText('Credit Note')).toHaveClass('ant-tag');
    // Only an invoice can be credited.
    expect(within(noteRow).queryByRole('button', { name: /Create credit note/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Credit notes (1)' }));
    await waitFor(() => expect(api.callsTo('GET /api/documents/all')).toHaveLength(2));
    expect(params(api.callsTo('GET /api/documents/all')[1])).toMatchObject({ type: 'credit_note' });

    await userEvent.click(screen.getByRole('button', { name: 'Create credit note for INV-1' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        /section=create&skipChecks=true CN-1$/,
      ),
    );
    expect(JSON.parse(api.callsTo('POST /api/documents/credit_note')[0].body)).toEqual({ invoice_id: 'd-1' });
  });

  it('searches on the server after a pause, and then says to adjust the search when nothing matches', async () => {
    const api = mockApi({
      'GET /api/documents/all': (request) =>
        new URL(request.url).searchParams.get('search') ? page([]) : page([doc(1)]),
      'GET /api/clients': CLIENTS,
    });
    render();
    await screen.findByText('INV-1');

    await userEvent.type(screen.getByPlaceholderText('Search by number, company, PO, or notes…'), 'acme');
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    const searches = api.callsTo('GET /api/documents/all').map((call) => params(call).search);
    expect(searches).toEqual([undefined, 'acme']);
  });

  it('filters by one client or by no client assigned', async () => {
    const api = mockApi({ 'GET /api/documents/all': page([doc(1)]), 'GET /api/clients': CLIENTS });
    render();
    await screen.findByText('INV-1');

    const filter = screen.getByRole('combobox', { name: 'Client' });
    await userEvent.click(filter);
    await userEvent.type(filter, 'glob');
    await userEvent.click(await screen.findByTitle('Globex'));
    await waitFor(() => expect(params(api.calls.at(-1) as { url: URL }).client).toBe('c-2'));

    await userEvent.click(filter);
    await userEvent.click(await screen.findByTitle('No Client Assigned'));
    await waitFor(() => expect(params(api.calls.at(-1) as { url: URL }).client).toBe('none'));
  });

  it('changes the page size to 25 and starts again at page 1', async () => {
    const api = mockApi({
      'GET /api/documents/all': page(
        Array.from({ length: 10 }, (_, index) => doc(index + 1)),
        30,
      ),
      'GET /api/clients': CLIENTS,
    });
    render();
    await screen.findByText('Showing 1-10 of 30');

    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('Showing 11-20 of 30');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByTitle('25'));
    await screen.findByText('Showing 1-25 of 30');
    expect(params(api.calls.at(-1) as { url: URL })).toEqual({ page: '1', pageSize: '25' });
  });

  it('saves a status at once as a PUT of the whole document, then reloads the list', async () => {
    let status = 'draft';
    const api = mockApi({
      'GET /api/documents/all': () => page([doc(1, { status })]),
      'GET /api/clients': CLIENTS,
      'PUT /api/documents/invoice/d-1': (request) => {
        status = 'paid';
        void request;
        return { body: { success: true, data: doc(1, { status }) } };
      },
    });
    render();
    await screen.findByText('INV-1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status of INV-1' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Draft',
      'Sent',
      'Viewed',
      'Partially paid',
      'Paid',
      'Overdue',
      'Cancelled',
      'Completed',
    ]);
    await userEvent.click(screen.getByTitle('Paid'));

    await waitFor(() => expect(api.callsTo('PUT /api/documents/invoice/d-1')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT /api/documents/invoice/d-1')[0].body)).toEqual(
      doc(1, { status: 'paid' }),
    );
    await waitFor(() => expect(api.callsTo('GET /api/documents/all')).toHaveLength(2));
    const row = screen.getByText('INV-1').closest('tr') as HTMLElement;
    expect(await within(row).findByText('Paid')).toBeInTheDocument();
  });

  it('says when a status cannot be saved', async () => {
    mockApi({
      'GET /api/documents/all': page([doc(1, { document_type: 'quote', document_number: 'QUO-1' })]),
      'GET /api/clients': CLIENTS,
      'PUT /api/documents/quote/d-1': apiError(500, 'boom', 'internal'),
    });
    render();
    await screen.findByText('QUO-1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status of QUO-1' }));
    await userEvent.click(await screen.findByTitle('Expired'));
    expect(await screen.findByText('Failed to update document status')).toBeInTheDocument();
  });

  it("never offers the client's decisions on an undecided quote; a decided one offers its decision and Completed", async () => {
    mockApi({
      'GET /api/documents/all': page([
        doc(1, { document_type: 'quote', document_number: 'QUO-1', status: 'sent' }),
        doc(2, { document_type: 'quote', document_number: 'QUO-2', status: 'accepted' }),
      ]),
      'GET /api/clients': CLIENTS,
    });
    render();
    await screen.findByText('QUO-1');
    // Each select's list is added to the page when first opened, after the earlier ones.
    const lists = () => document.querySelectorAll('.ant-select-dropdown');
    const offered = async (number: string) => {
      const before = lists().length;
      await userEvent.click(screen.getByRole('combobox', { name: `Status of ${number}` }));
      await waitFor(() => expect(lists()).toHaveLength(before + 1));
      return [...lists()[before].querySelectorAll('.ant-select-item-option')].map((option) =>
        option.getAttribute('title'),
      );
    };
    expect(await offered('QUO-1')).toEqual(['Draft', 'Sent', 'Viewed', 'Expired', 'Completed', 'Pending']);
    expect(await offered('QUO-2')).toEqual(['Accepted', 'Completed']);
  });

  it('deletes after the confirmation dialog, and shows the server text when it fails', async () => {
    let documents = [doc(1, { document_type: 'quote', document_number: 'QUO-1' }), doc(2)];
    const api = mockApi({
      'GET /api/documents/all': () => page(documents),
      'GET /api/clients': CLIENTS,
      'DELETE /api/documents/quote/d-1': () => {
        documents = [doc(2)];
        return { body: { success: true } };
      },
      'DELETE /api/documents/invoice/d-2': apiError(404, 'Document not found', 'documents.not_found'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete QUO-1' }));
    const dialog = await findDialog('Delete Document');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this quote?');
    expect(dialog).toHaveTextContent('QUO-1');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('QUO-1')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/documents/quote/d-1')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete INV-2' }));
    const again = await findDialog('Delete Document');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document not found')).toBeInTheDocument();
  });

  it('downloads the PDF as a file, and says when it cannot be made', async () => {
    const createObjectURL = jest.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mockApi({
      'GET /api/documents/all': page([doc(1), doc(2)]),
      'GET /api/clients': CLIENTS,
      'GET /api/documents/invoice/d-1/pdf': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
      'GET /api/documents/invoice/d-2/pdf': () => jsonResponse({ success: false, error: 'down' }, 502),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of INV-1' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('INV-1.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF of INV-2' }));
    expect(await screen.findByText('Failed to generate PDF')).toBeInTheDocument();
    click.mockRestore();
  });

  it("offers an invoice's e-invoice downloads, and lists what it lacks when the server refuses one", async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:xml'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/documents/all': page([
        doc(1),
        doc(2),
        doc(3, { document_type: 'quote', document_number: 'QUO-3' }),
      ]),
      'GET /api/clients': CLIENTS,
      'GET /api/documents/invoice/d-1/einvoice': () =>
        new Response(new Blob(['<Invoice/>']), {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="INV-1-xrechnung.xml"',
          },
        }),
      'GET /api/documents/invoice/d-2/pdf': () =>
        jsonResponse(
          {
            success: false,
            error: 'This document cannot become an e-invoice yet: some fields are missing.',
            code: 'pdf.einvoice_not_ready',
            problems: [
              { field: 'seller.vat_id', message: "Add the seller's VAT number or tax registration number" },
            ],
          },
          422,
        ),
    });
    render();

    await userEvent.click(await screen.findByRole('button', { name: 'E-invoice downloads of INV-1' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF', 'Factur-X PDF', 'XRechnung (UBL)', 'Peppol (UBL)', 'CII XML']);
    await userEvent.click(within(menu).getByText('XRechnung (UBL)'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('INV-1-xrechnung.xml');
    expect(params(api.callsTo('GET /api/documents/invoice/d-1/einvoice')[0])).toEqual({
      syntax: 'ubl',
      profile: 'xrechnung',
    });

    await userEvent.click(screen.getByRole('button', { name: 'E-invoice downloads of INV-2' }));
    await userEvent.click(
      await screen.findByText('Factur-X PDF', { selector: '.ant-dropdown:not(.ant-dropdown-hidden) *' }),
    );
    const dialog = await findDialog('INV-2 cannot become an e-invoice yet');
    expect(
      within(dialog).getByText("Add the seller's VAT number or tax registration number"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-invoice downloads of QUO-3' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('invites a first document when there are none, and offers Try again when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/documents/all': () => (fail ? apiError(500, 'boom', 'internal') : page([])),
      'GET /api/clients': CLIENTS,
    });
    render();
    expect(await screen.findByText('Failed to load documents')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    expect(screen.getByText('Create your first invoice or quote to get started')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a narrow screen', async () => {
    window.innerWidth = 390;
    act(() => void window.dispatchEvent(new Event('resize')));
    mockApi({ 'GET /api/documents/all': page([doc(1, { client_id: 'c-2' })]), 'GET /api/clients': CLIENTS });
    render();
    const card = await screen.findByRole('listitem', { name: 'INV-1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await within(card).findByText('Client: Globex')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
    expect(within(card).getByText('Updated November 20, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete INV-1' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit INV-1' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/dashboard?section=create&skipChecks=true INV-1',
    );
  });
});
