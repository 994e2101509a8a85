import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { apiError, mockApi, type MockRoute } from '../../test/mockApi';
import { signedInStore } from '../../test/session';
import { ComposeSection } from './ComposeSection';
import type { ComposeLocationState } from './composeLocationState';
import { pageReload } from './model/reloadPage';

jest.setTimeout(30_000);

/** Where the section left the history entry: its address and state. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function renderCompose(state?: ComposeLocationState) {
  // antd's styles in a detached element: jsdom is slow to match every rule on big forms.
  const styles = document.createElement('div');
  return render(
    <StyleProvider container={styles}>
      <AppProviders store={signedInStore()}>
        <MemoryRouter
          initialEntries={[{ pathname: '/dashboard', search: '?section=create&skipChecks=true', state }]}
        >
          <ComposeSection />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>,
  );
}

const PREFERENCES = {
  business_name: 'Acme Ltd',
  business_address: '1 High St',
  business_email: 'hi@acme.test',
  default_currency: 'EUR',
  tax_rate: 8.25,
  invoice_prefix: 'INV',
  next_invoice_number: 1,
  invoice_terms: 'Net 14',
  invoice_notes: 'Bank: 1234',
  invoice_validity_days: 14,
  quote_prefix: 'QUO',
  next_quote_number: 5,
  logo_url: null,
  custom_fields: null,
};

const client = {
  id: 'c-1',
  business_name: 'Globex',
  contact_name: 'Hank Scorpio',
  business_email: 'hank@globex.test',
  business_phone: '555-0100',
  business_address: '1 Cypress Creek',
  business_website: '',
  tax_id: '',
  notes: '',
  status: 'active',
  created_at: '',
  updated_at: '',
};

const stored = (fields: Record<string, unknown> = {}) => ({
  id: 'd-3',
  document_type: 'invoice',
  document_number: 'INV-3',
  client_id: null,
  status: 'sent',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  po_number: 'PO-1',
  payment_terms: 'Net 30',
  currency: 'USD',
  tax_rate: '0',
  discount_percentage: '0',
  sender_info: 'Acme Ltd',
  receiver_info: 'Initech',
  items: [{ description: 'Audit', qty: '2', price: '300.00', cols: {} }],
  custom_columns: [],
  notes: '',
  total_amount: '600.00',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const routes = (extra: Record<string, MockRoute> = {}) => ({
  'GET /api/form-preferences': { body: { success: true, preferences: PREFERENCES } },
  'GET /api/clients': { body: { success: true, data: [client], total: 1, page: 1, pageSize: 100 } },
  ...extra,
});

const bodyOf = (call: { body: string }) => JSON.parse(call.body) as Record<string, unknown>;

async function saveDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Save Draft/ }));
  const saved = await screen.findByText('Draft Saved!');
  await user.click(within(saved.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText('Draft Saved!')).not.toBeVisible());
}

describe('the dashboard builder (create section)', () => {
  it('starts a new invoice from the form preferences', async () => {
    mockApi(routes());
    renderCompose();

    expect(await screen.findByLabelText('Invoice number')).toHaveValue('INV-1');
    expect(screen.getByRole('heading', { name: 'Invoice Builder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your business details')).toHaveValue('Acme Ltd\n1 High St\nhi@acme.test');
    expect(screen.getByLabelText('Payment terms')).toHaveValue('Net 14');
    expect(screen.getByLabelText('Notes or terms')).toHaveValue('Bank: 1234');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('8.25');
    expect(screen.getByText('EUR (€)')).toBeInTheDocument();
    // The dashboard has neither the free limit nor the feedback box.
    expect(screen.queryByText(/free documents left today/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your feedback')).not.toBeInTheDocument();
  });

  it('opens a quote when navigation asks for one', async () => {
    mockApi(routes());
    renderCompose({ create: 'quote' });

    expect(await screen.findByLabelText('Quote number')).toHaveValue('QUO-5');
  });

  it("shows 'Failed to load form settings' with a retry", async () => {
    let fail = true;
    const api = mockApi(
      routes({
        'GET /api/form-preferences': () =>
          fail ? apiError(500, 'Boom', 'internal') : { body: { success: true, preferences: PREFERENCES } },
      }),
    );
    renderCompose();

    expect(await screen.findByText('Failed to load form settings')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Invoice number')).toHaveValue('INV-1');
    expect(api.callsTo('GET /api/form-preferences')).toHaveLength(2);
  });

  it('fills the receiver from a picked client and locks it until Clear', async () => {
    mockApi(routes());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    const receiver = await screen.findByLabelText('Client details');

    await user.click(screen.getByRole('combobox', { name: 'Select Client' }));
    await user.click(await screen.findByTitle('Globex'));

    expect(receiver).toHaveValue('Globex\nHank Scorpio\n1 Cypress Creek\n555-0100\nhank@globex.test');
    expect(receiver).toHaveAttribute('readonly');
    const picker = screen
      .getByRole('combobox', { name: 'Select Client' })
      .closest('.client-picker') as HTMLElement;
    await user.click(within(picker).getByRole('button', { name: /Clear/ }));
    expect(screen.getByLabelText('Client details')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Client details')).toHaveValue('');
  });

  it("says 'No clients found' when the search matches none", async () => {
    mockApi(
      routes({ 'GET /api/clients': { body: { success: true, data: [], total: 0, page: 1, pageSize: 100 } } }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    await user.click(await screen.findByRole('combobox', { name: 'Select Client' }));

    expect(await screen.findByText('No clients found')).toBeInTheDocument();
  });

  it('reloads the page when the client list answers 401', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    mockApi(routes({ 'GET /api/clients': apiError(401, 'Unauthorized', 'auth.unauthorized') }));
    renderCompose();

    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('saves a draft as the spec payload with the client, then updates the same document', async () => {
    const api = mockApi(
      routes({
        'POST /api/documents/invoice': {
          body: { success: true, data: stored({ id: 'd-9', document_number: 'INV-1', status: 'draft' }) },
        },
        'PUT /api/documents/invoice/d-9': {
          body: { success: true, data: stored({ id: 'd-9', document_number: 'INV-1', status: 'draft' }) },
        },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    await screen.findByLabelText('Invoice number');
    await user.click(screen.getByRole('combobox', { name: 'Select Client' }));
    await user.click(await screen.findByTitle('Globex'));
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');
    await user.type(screen.getByLabelText('Rate, item 1'), '150');

    await saveDraft(user);

    const [post] = api.callsTo('POST /api/documents/invoice');
    expect(post.authorization).toBe('Bearer test-token');
    expect(bodyOf(post)).toEqual({
      // The suggested number goes blank: the server takes INV-1 atomically and moves its counter on.
      document_number: '',
      due_or_expiry_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sender_info: 'Acme Ltd\n1 High St\nhi@acme.test',
      receiver_info: 'Globex\nHank Scorpio\n1 Cypress Creek\n555-0100\nhank@globex.test',
      client_id: 'c-1',
      issue_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      po_number: '',
      payment_terms: 'Net 14',
      currency: 'EUR',
      items: [{ description: 'Design', qty: '1', price: '150', cols: {} }],
      custom_columns: [],
      discount_percentage: '0',
      tax_rate: '8.25',
      notes: 'Bank: 1234',
      // Issue 26: the 'Document language' (the client has none: the owner's default, en-US).
      language: 'en-US',
      status: 'draft',
    });

    await saveDraft(user);
    const [put] = api.callsTo('PUT /api/documents/invoice/d-9');
    expect(bodyOf(put)).toMatchObject({ document_number: 'INV-1', client_id: 'c-1', status: 'draft' });
    expect(api.callsTo('POST /api/documents/invoice')).toHaveLength(1);
  });

  it("starts from the preferences' default taxes and bank details, and saves a picked client's structured fields as the buyer", async () => {
    const api = mockApi(
      routes({
        'GET /api/form-preferences': {
          body: {
            success: true,
            preferences: {
              ...PREFERENCES,
              business_address_lines: ['Hauptstr. 1'],
              business_city: 'Berlin',
              business_country: 'DE',
              business_vat_id: 'DE136695976',
              payment_iban: 'DE89370400440532013000',
              payment_bic: 'COBADEFFXXX',
              taxes: [
                { id: 'std', name: 'VAT', rate: '19', category: 'S', compound: false },
                { id: 'red', name: 'VAT', rate: '7', category: 'S', compound: false },
              ],
              default_tax_id: 'red',
            },
          },
        },
        'GET /api/clients': {
          body: {
            success: true,
            data: [{ ...client, address_lines: ['1 rue de la Paix'], city: 'Paris', country: 'FR' }],
            total: 1,
            page: 1,
            pageSize: 100,
          },
        },
        'POST /api/documents/invoice': {
          body: { success: true, data: stored({ id: 'd-9', document_number: 'INV-1', status: 'draft' }) },
        },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    await screen.findByLabelText('Invoice number');

    // The default taxes replace the single rate; the first line pays the default one.
    expect(screen.queryByLabelText('Tax rate (%)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tax 2 rate (%)')).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'VAT 7%, item 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /More details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('IBAN')).toHaveValue('DE89370400440532013000');

    await user.click(screen.getByRole('combobox', { name: 'Select Client' }));
    await user.click(await screen.findByTitle('Globex'));
    await user.click(screen.getByLabelText('Description, item 1'));
    await user.paste('Design');
    await user.click(screen.getByLabelText('Rate, item 1'));
    await user.paste('100');
    await saveDraft(user);

    expect(bodyOf(api.callsTo('POST /api/documents/invoice')[0])).toMatchObject({
      taxes: [
        { id: 'std', rate: '19' },
        { id: 'red', rate: '7' },
      ],
      items: [{ description: 'Design', tax_ids: ['red'] }],
      seller: { name: 'Acme Ltd', address_lines: ['Hauptstr. 1'], city: 'Berlin', vat_id: 'DE136695976' },
      buyer: { name: 'Globex', address_lines: ['1 rue de la Paix'], city: 'Paris', country: 'FR' },
      payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
  });

  it('generates: saves first, asks for the PDF with the session, then starts the next document', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf-1'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let next = 1;
    const api = mockApi(
      routes({
        'GET /api/form-preferences': () => ({
          body: { success: true, preferences: { ...PREFERENCES, next_invoice_number: next } },
        }),
        'POST /api/documents/invoice': () => {
          next = 2;
          return { body: { success: true, data: stored({ id: 'd-9', document_number: 'INV-1' }) } };
        },
        'POST /api/pdf': () =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf' },
          }),
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    await screen.findByLabelText('Invoice number');
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const ready = await screen.findByText('Your invoice is ready!');
    const [pdf] = api.callsTo('POST /api/pdf');
    expect(pdf.authorization).toBe('Bearer test-token');
    expect(api.calls.indexOf(api.callsTo('POST /api/documents/invoice')[0])).toBeLessThan(
      api.calls.indexOf(pdf),
    );
    await user.click(
      within(ready.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Done' }),
    );

    await waitFor(() => expect(screen.getByLabelText('Invoice number')).toHaveValue('INV-2'));
    expect(screen.getByLabelText('Description, item 1')).toHaveValue('');
  });

  it("sends a new document's save again with the same Idempotency-Key after a lost answer, so one document is made", async () => {
    const LOST = 'The documents service did not answer in time. Please try again in a moment.';
    const keys: Array<string | null> = [];
    let answered = 0;
    mockApi(
      routes({
        'POST /api/documents/invoice': (request) => {
          keys.push(request.headers.get('idempotency-key'));
          if (answered++ === 0) return apiError(503, LOST, 'rpc.unavailable');
          return {
            body: { success: true, data: stored({ id: 'd-9', document_number: 'INV-1', status: 'draft' }) },
          };
        },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    await screen.findByLabelText('Invoice number');
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(await screen.findByText(LOST)).toBeInTheDocument();
    await saveDraft(user);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's message when the number is taken", async () => {
    mockApi(
      routes({
        'POST /api/documents/invoice': apiError(
          409,
          'Number INV-7 is already used',
          'documents.number_taken',
        ),
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose();
    const number = await screen.findByLabelText('Invoice number');
    await user.clear(number);
    await user.type(number, 'INV-7');
    await user.type(screen.getByLabelText('Description, item 1'), 'Design');

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));

    expect(await screen.findByText('Number INV-7 is already used')).toBeInTheDocument();
  });

  it("opens History's document for editing, clears the navigation state and saves with PUT", async () => {
    const api = mockApi(
      routes({
        'PUT /api/documents/invoice/d-3': { body: { success: true, data: stored({ status: 'draft' }) } },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose({ editDocument: stored() as never });

    expect(await screen.findByRole('heading', { name: 'Edit Invoice — INV-3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to History/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Description, item 1')).toHaveValue('Audit');
    expect(
      screen.getByRole('radiogroup', { name: 'Document type' }).querySelector('.ant-segmented-item-disabled'),
    ).not.toBeNull();
    // Read once: a reload would not open it again, but it stays open here.
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('{"composeConsumed":true}'),
    );
    expect(screen.getByRole('heading', { name: 'Edit Invoice — INV-3' })).toBeInTheDocument();

    await saveDraft(user);

    expect(bodyOf(api.callsTo('PUT /api/documents/invoice/d-3')[0])).toMatchObject({
      document_number: 'INV-3',
      due_or_expiry_date: '2026-12-01',
      receiver_info: 'Initech',
      po_number: 'PO-1',
      status: 'draft',
    });
  });

  it("says 'Failed to prepare document for editing' when the document cannot be read", async () => {
    mockApi(routes());
    renderCompose({ editDocument: stored({ items: 'garbage' }) as never });

    expect(await screen.findByText('Failed to prepare document for editing')).toBeInTheDocument();
  });

  it('converts a quote: the invoice prefilled, the convert call, the snackbar, then PUT', async () => {
    const invoice = stored({ id: 'd-10', document_number: 'INV-1', status: 'draft' });
    const api = mockApi(
      routes({
        'POST /api/documents/quote/q-2/convert': {
          body: { success: true, data: { invoice, quote: stored({ id: 'q-2', document_type: 'quote' }) } },
        },
        'PUT /api/documents/invoice/d-10': { body: { success: true, data: invoice } },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderCompose({
      convertQuote: stored({
        id: 'q-2',
        document_type: 'quote',
        document_number: 'QUO-2',
        client_id: 'c-1',
        payment_terms: 'Net 7',
        notes: 'Quote notes',
        tax_rate: '5',
      }) as never,
    });

    expect(
      await screen.findByRole('heading', { name: 'Convert Quote to Invoice — QUO-2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Quotes/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice number')).toHaveValue('INV-1');
    expect(screen.getByLabelText('Payment terms')).toHaveValue('');
    expect(screen.getByLabelText('Notes or terms')).toHaveValue('');
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue('5');

    await saveDraft(user);

    const [convert] = api.callsTo('POST /api/documents/quote/q-2/convert');
    expect(bodyOf(convert)).toMatchObject({
      document_number: '',
      client_id: 'c-1',
      items: [{ description: 'Audit', qty: '2', price: '300.00', cols: {} }],
      payment_terms: '',
      notes: '',
      tax_rate: '5',
      status: 'draft',
    });
    expect(await screen.findByText('Quote converted to invoice.')).toBeInTheDocument();

    await saveDraft(user);
    expect(api.callsTo('PUT /api/documents/invoice/d-10')).toHaveLength(1);
    expect(api.callsTo('POST /api/documents/quote/q-2/convert')).toHaveLength(1);
  });
});
