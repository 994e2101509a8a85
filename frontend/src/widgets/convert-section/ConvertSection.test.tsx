import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { apiError, mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { CONVERT_TIP_STORAGE_KEY } from './components/ConvertTip';
import { ConvertSection } from './ConvertSection';

/** Where a button went, and what it carried for the builder. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="location">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

const quote = (id: number, fields: Record<string, unknown> = {}) => ({
  id: `q-${id}`,
  document_type: 'quote',
  document_number: `QUO-${id}`,
  client_id: null,
  status: 'draft',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  items: [{ description: 'Work', qty: '1', price: '10.00', cols: {} }],
  total_amount: '10.00',
  converted_invoice_id: null,
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

/** An answer of /api/documents/all with type=quote: `total` quotes, of which `data` is this page. */
const page = (data: unknown[], total = data.length, invoices = 3) => ({
  body: {
    success: true,
    data,
    total,
    counts: { all: total + invoices, invoice: invoices, quote: total },
    page: 1,
    pageSize: 10,
  },
});

const render = () =>
  renderWithProviders(
    <>
      <ConvertSection />
      <LocationProbe />
    </>,
    { store: signedInStore(), detachedStyles: true },
  );
const params = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);
const location = () => screen.getByRole('status', { name: 'location' });

describe('ConvertSection', () => {
  afterEach(() => {
    window.innerWidth = 1024;
    localStorage.clear();
  });

  it('lists quotes only, with client, date and status, and tiles for the count and the last update', async () => {
    const api = mockApi({
      'GET /api/documents/all': page(
        [
          quote(2, { client_id: 'c-1', status: 'accepted', updated_at: '2026-11-21T09:00:00.000Z' }),
          quote(1, { status: '' }),
        ],
        14,
      ),
      'GET /api/clients': CLIENTS,
    });
    render();

    expect(screen.getByRole('heading', { name: 'Convert Quotes' })).toBeInTheDocument();
    expect(screen.getByText('Review quotes, then convert to invoices in one step.')).toBeInTheDocument();
    const row = (await screen.findByText('QUO-2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('November 21, 2026')).toBeInTheDocument();
    expect(await within(row).findByText('Acme Widgets')).toBeInTheDocument();
    expect(within(row).getByText('Accepted')).toBeInTheDocument();
    const other = screen.getByText('QUO-1').closest('tr') as HTMLElement;
    expect(within(other).getByText('No client')).toBeInTheDocument();
    expect(within(other).getByText('Draft')).toBeInTheDocument();

    const tile = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(tile('Total Quotes')).toHaveTextContent('14');
    expect(tile('Last Updated')).toHaveTextContent('November 21, 2026');
    expect(screen.getByText('Showing 1-10 of 14')).toBeInTheDocument();

    const requests = api.callsTo('GET /api/documents/all');
    expect(requests).toHaveLength(1);
    expect(params(requests[0])).toEqual({ page: '1', pageSize: '10', type: 'quote' });
    expect(requests[0].authorization).toBe('Bearer test-token');
  });

  it('keeps the newest update in its tile on later pages', async () => {
    const api = mockApi({
      'GET /api/documents/all': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? page([quote(11, { updated_at: '2026-10-01T10:00:00.000Z' })], 11)
          : page(
              Array.from({ length: 10 }, (_, index) => quote(index + 1)),
              11,
            ),
      'GET /api/clients': CLIENTS,
    });
    render();
    await screen.findByText('Showing 1-10 of 11');

    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('QUO-11');
    expect(screen.getByText('Last Updated').closest('.ant-statistic')).toHaveTextContent('November 20, 2026');
    expect(params(api.calls.at(-1) as { url: URL })).toEqual({ page: '2', pageSize: '10', type: 'quote' });
  });

  it('searches on the server after a pause, then says to adjust the search when nothing matches', async () => {
    const api = mockApi({
      'GET /api/documents/all': (request) =>
        new URL(request.url).searchParams.get('search') ? page([], 0) : page([quote(1)]),
      'GET /api/clients': CLIENTS,
    });
    render();
    await screen.findByText('QUO-1');

    await userEvent.type(screen.getByPlaceholderText('Search by number, company, PO, or notes…'), 'acme');
    expect(await screen.findByText('No quotes found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    expect(screen.getByText('Total Quotes').closest('.ant-statistic')).toHaveTextContent('0');
    expect(screen.getByText('Last Updated').closest('.ant-statistic')).toHaveTextContent('—');
    const searches = api.callsTo('GET /api/documents/all').map((call) => params(call));
    expect(searches.map((one) => one.search)).toEqual([undefined, 'acme']);
    expect(searches.every((one) => one.type === 'quote')).toBe(true);
  });

  it('filters by one client or by no client assigned', async () => {
    const api = mockApi({ 'GET /api/documents/all': page([quote(1)]), 'GET /api/clients': CLIENTS });
    render();
    await screen.findByText('QUO-1');

    const filter = screen.getByRole('combobox', { name: 'Client' });
    await userEvent.click(filter);
    await userEvent.click(await screen.findByTitle('Globex'));
    await waitFor(() => expect(params(api.calls.at(-1) as { url: URL }).client).toBe('c-2'));

    await userEvent.click(filter);
    await userEvent.click(await screen.findByTitle('No Client Assigned'));
    await waitFor(() =>
      expect(params(api.calls.at(-1) as { url: URL })).toEqual({
        page: '1',
        pageSize: '10',
        type: 'quote',
        client: 'none',
      }),
    );
  });

  it('offers New Quote when there are no quotes, opening the builder as a quote', async () => {
    mockApi({ 'GET /api/documents/all': page([], 0), 'GET /api/clients': CLIENTS });
    render();

    expect(await screen.findByText('No quotes found')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search terms')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Quote' }));
    expect(location()).toHaveTextContent('/dashboard?section=create&skipChecks=true {"create":"quote"}');
  });

  it('converts a quote by opening the builder with the quote as listed', async () => {
    const listed = quote(2, { client_id: 'c-1', status: 'accepted' });
    mockApi({ 'GET /api/documents/all': page([listed]), 'GET /api/clients': CLIENTS });
    render();

    const convert = await screen.findByRole('button', { name: 'Convert QUO-2' });
    convert.focus();
    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(
      `/dashboard?section=create&skipChecks=true ${JSON.stringify({ convertQuote: listed })}`,
    );
  });

  it('does not offer Convert again for a completed quote or one linked to its invoice', async () => {
    mockApi({
      'GET /api/documents/all': page([
        quote(1, { status: 'completed' }),
        quote(2, { status: 'accepted', converted_invoice_id: 'inv-9' }),
        quote(3, { status: 'sent' }),
      ]),
      'GET /api/clients': CLIENTS,
    });
    render();

    for (const number of ['QUO-1', 'QUO-2']) {
      const button = await screen.findByRole('button', { name: `Convert ${number}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Already converted');
    }
    expect(screen.getByRole('button', { name: 'Convert QUO-3' })).toBeEnabled();
  });

  it("says 'Failed to load quotes' and loads again on Try again", async () => {
    let fail = true;
    mockApi({
      'GET /api/documents/all': () => (fail ? apiError(500, 'boom', 'internal') : page([quote(1)])),
      'GET /api/clients': CLIENTS,
    });
    render();

    expect(await screen.findByText('Failed to load quotes')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('QUO-1')).toBeInTheDocument();
  });

  it('keeps the tip closed once it is dismissed', async () => {
    mockApi({ 'GET /api/documents/all': page([quote(1)]), 'GET /api/clients': CLIENTS });
    const first = render();
    expect(screen.getByText(/marked completed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    await waitFor(() => expect(screen.queryByText(/marked completed/)).not.toBeInTheDocument());
    expect(localStorage.getItem(CONVERT_TIP_STORAGE_KEY)).toBe('dismissed');
    first.unmount();

    render();
    await screen.findByText('QUO-1');
    expect(screen.queryByText(/marked completed/)).not.toBeInTheDocument();
  });

  it('shows cards instead of a table on a narrow screen', async () => {
    window.innerWidth = 390;
    act(() => void window.dispatchEvent(new Event('resize')));
    mockApi({
      'GET /api/documents/all': page([quote(1, { client_id: 'c-2' })]),
      'GET /api/clients': CLIENTS,
    });
    render();

    const card = await screen.findByRole('listitem', { name: 'QUO-1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await within(card).findByText('Client: Globex')).toBeInTheDocument();
    expect(within(card).getByText('Updated November 20, 2026')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Convert QUO-1' }));
    expect(location()).toHaveTextContent('"convertQuote":{"id":"q-1"');
  });
});
