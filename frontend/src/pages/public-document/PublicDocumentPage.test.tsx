import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type MockRoute } from '../../test/mockApi';
import { renderRoute } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import { publicDocument } from '../../test/publicDocument';

// The page is a lazy chunk of the route table, and antd's Modal and Table are slow in jsdom.
jest.setTimeout(30_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const QUOTE = publicDocument({
  document_type: 'quote',
  document_number: 'QUO-1',
  status: 'sent',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  po_number: 'PO-77',
  payment_terms: 'Net 30',
  currency: 'EUR',
  tax_rate: '10',
  discount_percentage: '0',
  sender_info: 'Acme Studio\n1 Main Street',
  receiver_info: 'Globex Corp\nHank Scorpio',
  items: [
    { description: 'Design work', qty: '2', price: '50.00', cols: {} },
    { description: 'Hosting', qty: '1', price: '20.00', cols: {} },
  ],
  custom_columns: [],
  notes: 'Valid for 30 days.',
  total_amount: '132.00',
  logo_url: '/api/uploads/logo-1.png',
  business_name: 'Acme Studio',
  signer_name: null,
  decided_at: null,
});
const QUOTE_URL = '/api/documents/quote/tok-q';
const found = (fields: Parameters<typeof publicDocument>[0] = {}) => ({
  body: { success: true, data: publicDocument({ ...QUOTE, ...fields }) },
});
const ACCEPTED = found({
  status: 'accepted',
  signer_name: 'Ada Lovelace',
  decided_at: '2026-11-22T09:30:00.000Z',
});

const routes = (extra: Record<string, MockRoute> = {}) =>
  mockApi({ [`GET ${QUOTE_URL}`]: found(), ...extra });

/** Every public call goes without the session's token, even when the visitor is signed in. */
const withoutToken = () => renderRoute('/view/quote/tok-q', { store: signedInStore() });

describe('PublicDocumentPage', () => {
  afterEach(() => setViewportWidth(1024));

  it('shows taxes per line, line discounts, units and how to pay', async () => {
    routes({
      [`GET ${QUOTE_URL}`]: found({
        document_type: 'invoice',
        taxes: [
          { id: 'std', name: 'VAT', rate: '19', category: 'S', compound: false },
          { id: 'red', name: 'VAT', rate: '7', category: 'S', compound: false },
        ],
        items: [
          {
            description: 'Design',
            qty: '3',
            unit: 'h',
            price: '100',
            discount_percentage: '10',
            tax_ids: ['std'],
          },
          { description: 'Book', qty: '1', price: '20', tax_ids: ['red'] },
        ],
        payment: {
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          account_name: 'Acme Studio',
          reference: 'RF18539007547034',
          instructions: '',
        },
      }),
    });
    withoutToken();

    expect(await screen.findByText('3 h')).toBeInTheDocument();
    // 3 × 100 less 10 %.
    expect(screen.getByText('€270.00')).toBeInTheDocument();
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getByText('VAT (19%)').nextSibling).toHaveTextContent('€51.30');
    expect(within(totals).getByText('VAT (7%)').nextSibling).toHaveTextContent('€1.40');
    // 290.00 + 51.30 + 1.40.
    expect(within(totals).getByText('Total Due').nextSibling).toHaveTextContent('€342.70');

    const payment = screen.getByRole('heading', { name: 'How to pay' }).parentElement as HTMLElement;
    expect(within(payment).getByText('IBAN').nextSibling).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    expect(within(payment).getByText('BIC').nextSibling).toHaveTextContent('COBADEFFXXX');
    expect(within(payment).getByText('Reference').nextSibling).toHaveTextContent('RF18539007547034');
    expect(within(payment).queryByText('Instructions')).not.toBeInTheDocument();
  });

  it('shows the number, status, dates, amount in its currency, parties, logo, items and notes', async () => {
    const api = routes();
    withoutToken();

    expect(await screen.findByRole('heading', { level: 1, name: 'Quote QUO-1' })).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Valid until')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    // (2 × 50 + 20) + 10% tax, by invoice-core's calculation.
    expect(screen.getAllByText('€132.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Tax (10%)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Studio logo' })).toHaveAttribute(
      'src',
      '/api/uploads/logo-1.png',
    );
    expect(screen.getByRole('heading', { name: 'Prepared for' })).toBeInTheDocument();
    expect(screen.getByText(/Globex Corp/)).toBeInTheDocument();
    expect(screen.getByText('Design work')).toBeInTheDocument();
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    expect(screen.getByText('Valid for 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Accept Quote/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reject Quote/ })).toBeInTheDocument();
    expect(api.callsTo(`GET ${QUOTE_URL}`)[0].authorization).toBeNull();
  });

  it('names the tab after the document and keeps search engines out while open', async () => {
    routes();
    const { unmount } = withoutToken();

    await screen.findByRole('heading', { level: 1, name: 'Quote QUO-1' });
    expect(document.title).toBe('Quote QUO-1 from Acme Studio | Paydraft');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows an invoice with its due date and no decision buttons, as cards on a phone', async () => {
    setViewportWidth(390);
    mockApi({
      'GET /api/documents/invoice/tok-i': found({
        document_type: 'invoice',
        document_number: 'INV-4',
        status: 'paid',
      }),
    });
    renderRoute('/view/invoice/tok-i');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-4' })).toBeInTheDocument();
    expect(screen.getByText('Due date')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bill to' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject Quote/ })).not.toBeInTheDocument();
  });

  it("says 'Document not found' for an unknown or revoked link (404)", async () => {
    routes({ [`GET ${QUOTE_URL}`]: apiError(404, 'Document not found', 'documents.not_found') });
    withoutToken();

    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeInTheDocument();
    expect(document.title).toBe('Document not found | Paydraft');
  });

  it("says 'Failed to load document' on any other failure, and tries again", async () => {
    let asked = 0;
    const api = routes({
      [`GET ${QUOTE_URL}`]: () => {
        asked += 1;
        return asked === 1 ? 'network' : found();
      },
    });
    withoutToken();

    expect(await screen.findByRole('heading', { name: 'Failed to load document' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote QUO-1' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${QUOTE_URL}`)).toHaveLength(2);
  });

  it("downloads the PDF under the server's name, says so, then records the view", async () => {
    const createObjectURL = jest.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = routes({
      [`GET ${QUOTE_URL}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="QUO-1.pdf"',
          },
        }),
      [`POST ${QUOTE_URL}/viewed`]: found({ status: 'viewed' }),
    });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Download PDF/ }));

    expect(await screen.findByText('PDF downloaded successfully!')).toBeInTheDocument();
    expect(saved).toEqual(['QUO-1.pdf']);
    await waitFor(() => expect(api.callsTo(`POST ${QUOTE_URL}/viewed`)).toHaveLength(1));
    expect(api.callsTo(`POST ${QUOTE_URL}/viewed`)[0].authorization).toBeNull();
    expect(api.callsTo(`GET ${QUOTE_URL}/pdf`)[0].authorization).toBeNull();
    expect(await screen.findByText('Viewed')).toBeInTheDocument();
  });

  it("says 'Failed to download document' and records no view when the PDF fails", async () => {
    const api = routes({ [`GET ${QUOTE_URL}/pdf`]: apiError(500, 'Internal error', 'internal') });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Download PDF/ }));

    expect(await screen.findByText('Failed to download document')).toBeInTheDocument();
    expect(api.callsTo(`POST ${QUOTE_URL}/viewed`)).toHaveLength(0);
  });

  it('accepts with the typed name, then shows who accepted and when instead of the buttons', async () => {
    const api = routes({ [`POST ${QUOTE_URL}/accept`]: ACCEPTED });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Accept Quote/ }));
    const dialog = (await screen.findByText('Accept quote QUO-1', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user().click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    expect(await within(dialog).findByText('Please enter your full name')).toBeInTheDocument();
    expect(api.callsTo(`POST ${QUOTE_URL}/accept`)).toHaveLength(0);

    await user().type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user().click(within(dialog).getByRole('button', { name: 'Accept Quote' }));

    expect(await screen.findByText('Quote accepted successfully!')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo(`POST ${QUOTE_URL}/accept`)[0].body)).toEqual({
      name: 'Ada Lovelace',
      revision: 1,
    });
    expect(api.callsTo(`POST ${QUOTE_URL}/accept`)[0].authorization).toBeNull();
    expect(await screen.findByText('Accepted by Ada Lovelace on November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject Quote/ })).not.toBeInTheDocument();
  });

  it('on the latest revision, says which it is and lists the earlier ones with their decisions', async () => {
    routes({
      [`GET ${QUOTE_URL}`]: found({
        revision: 2,
        latest_revision: 2,
        total_amount: '11000.00',
        revisions: [
          {
            revision: 1,
            status: 'accepted',
            signer_name: 'Ada Lovelace',
            decided_at: '2026-11-22T09:30:00.000Z',
            total_amount: '110.00',
          },
        ],
      }),
    });
    withoutToken();
    expect(await screen.findByTestId('public-revision')).toHaveTextContent('Revision 2');
    const earlier = screen.getByRole('list', { name: 'Earlier revisions' });
    expect(earlier).toHaveTextContent('Revision 1 (€110.00): Accepted by Ada Lovelace on November 22, 2026');
    expect(within(earlier).getByRole('link', { name: 'Revision 1' })).toHaveAttribute(
      'href',
      '/view/quote/tok-q?revision=1',
    );
    expect(await screen.findByRole('button', { name: /Accept Quote/ })).toBeInTheDocument();
  });

  it("on an earlier revision's link, shows it as decided and says a newer revision exists", async () => {
    const api = mockApi({
      [`GET ${QUOTE_URL}`]: {
        body: {
          success: true,
          data: { ...ACCEPTED.body.data, revision: 1, latest_revision: 2 },
        },
      },
    });
    renderRoute('/view/quote/tok-q?revision=1', { store: signedInStore() });
    expect(await screen.findByTestId('public-revision')).toHaveTextContent('Revision 1');
    expect(screen.getByText(/A newer revision of this quote exists: Revision 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View revision 2' })).toHaveAttribute(
      'href',
      '/view/quote/tok-q',
    );
    expect(screen.getByText('Accepted by Ada Lovelace on November 22, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).toBeNull();
    expect(api.callsTo(`GET ${QUOTE_URL}`).map((call) => call.url.searchParams.get('revision'))).toEqual([
      '1',
    ]);
  });

  it('rejects after a confirm', async () => {
    const api = routes({
      [`POST ${QUOTE_URL}/reject`]: found({ status: 'rejected', decided_at: '2026-11-22T09:30:00.000Z' }),
    });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Reject Quote/ }));
    const dialog = (await screen.findByText('Reject quote QUO-1?', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(api.callsTo(`POST ${QUOTE_URL}/reject`)).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Reject Quote' }));

    expect(await screen.findByText('Quote rejected successfully!')).toBeInTheDocument();
    expect(api.callsTo(`POST ${QUOTE_URL}/reject`)).toHaveLength(1);
    expect(await screen.findByText('Rejected on November 22, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).not.toBeInTheDocument();
  });

  it("shows the server's words on 409 and loads the decided quote again", async () => {
    let asked = 0;
    const api = routes({
      [`GET ${QUOTE_URL}`]: () => {
        asked += 1;
        return asked === 1 ? found() : found({ status: 'rejected', decided_at: '2026-11-21T09:30:00.000Z' });
      },
      [`POST ${QUOTE_URL}/accept`]: apiError(
        409,
        'This quote has already been decided',
        'documents.quote_decided',
      ),
    });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Accept Quote/ }));
    await user().type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept Quote' }));

    expect(await screen.findByText('This quote has already been decided')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`GET ${QUOTE_URL}`)).toHaveLength(2));
    expect(await screen.findByText('Rejected on November 21, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Quote/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to accept quote' on another failure and keeps the buttons", async () => {
    routes({ [`POST ${QUOTE_URL}/accept`]: 'network' });
    withoutToken();

    await user().click(await screen.findByRole('button', { name: /Accept Quote/ }));
    await user().type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ada');
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept Quote' }));

    expect(await screen.findByText('Failed to accept quote')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reject Quote/ })).toBeInTheDocument();
  });
});
