import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderRoute, renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { setViewportWidth } from '../../../test/viewport';
import { aClient, aPage } from '../testing/clientFixtures';
import { ClientsSection } from './ClientsSection';

/** The section alone, with antd's styles detached: typing into the dialog stays fast. */
const renderSection = () =>
  renderWithProviders(<ClientsSection />, { store: signedInStore(), detachedStyles: true });

const SECTION = '/dashboard?section=clients&skipChecks=true';
// The dashboard shell, antd's Table and Modal take seconds each in jsdom on a busy machine.
jest.setTimeout(20_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const fill = async (field: HTMLElement, text: string) => {
  const session = user();
  await session.click(field);
  await session.paste(text);
};

const ACME = aClient();
const GLOBEX = aClient({
  id: 'c-2',
  business_name: 'Globex',
  contact_name: 'Hank Scorpio',
  business_phone: '',
});

describe('ClientsSection', () => {
  beforeEach(() => setViewportWidth(1280));

  it('lists the clients in a table with initials, and a row opens the client page', async () => {
    const api = mockApi({ 'GET /api/clients': aPage([ACME, GLOBEX]) });
    const { router } = renderRoute(SECTION, { store: signedInStore() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Business', 'Contact', 'Email', 'Phone']);
    expect(within(table).getByText('AW')).toBeInTheDocument();
    expect(within(table).getByText('Hank Scorpio')).toBeInTheDocument();
    const query = api.callsTo('GET /api/clients')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', pageSize: '10' });
    expect(api.calls[api.calls.length - 1].authorization).toBe('Bearer test-token');
    expect(screen.queryByRole('list', { name: /pagination/i })).not.toBeInTheDocument();

    await user().click(screen.getByText('Globex'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clients/c-2'));
    expect(router.state.location.search).toBe('?skipChecks=true');
  });

  it('shows cards on a phone, with the status chip', async () => {
    setViewportWidth(390);
    mockApi({ 'GET /api/clients': aPage([ACME]) });
    renderRoute(SECTION, { store: signedInStore() });

    const card = await screen.findByRole('button', { name: /Acme Widgets/ });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('wile@acme.example')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are no clients yet, or no matches once a search or status filter is on', async () => {
    const api = mockApi({ 'GET /api/clients': aPage([]) });
    renderRoute(SECTION, { store: signedInStore() });

    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first client to get started.')).toBeInTheDocument();

    await user().type(screen.getByRole('textbox', { name: 'Search clients' }), 'zeb');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms.')).toBeInTheDocument();
    await user().click(screen.getByText('Archived'));
    await waitFor(() =>
      expect(Object.fromEntries(api.calls[api.calls.length - 1].url.searchParams)).toEqual({
        page: '1',
        pageSize: '10',
        search: 'zeb',
        status: 'archived',
      }),
    );
  });

  it('pages only when there is more than one page', async () => {
    const api = mockApi({ 'GET /api/clients': aPage([ACME, GLOBEX], 23) });
    renderRoute(SECTION, { store: signedInStore() });

    await user().click(await screen.findByTitle('3'));
    await waitFor(() => expect(api.calls[api.calls.length - 1].url.searchParams.get('page')).toBe('3'));
  });

  it("shows 'Failed to load clients: {status}'", async () => {
    mockApi({ 'GET /api/clients': apiError(500, 'Unexpected', 'internal.unexpected') });
    renderRoute(SECTION, { store: signedInStore() });

    expect(await screen.findByText('Failed to load clients: 500')).toBeInTheDocument();
  });

  it('creates a client from the dialog and reloads the list', async () => {
    const api = mockApi({
      'GET /api/clients': aPage([]),
      'POST /api/clients': { status: 201, body: { success: true, data: ACME } },
    });
    renderSection();

    await user().click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    for (const legend of ['Business', 'Address', 'Additional']) {
      expect(within(dialog).getByRole('group', { name: legend })).toBeInTheDocument();
    }
    await fill(within(dialog).getByLabelText('Business name'), 'Acme Widgets');
    await fill(within(dialog).getByLabelText('Email'), 'wile@acme.example');
    await fill(within(dialog).getByLabelText('Address'), '1 Desert Road');
    await user().click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/clients')[0].body)).toEqual({
      business_name: 'Acme Widgets',
      contact_name: '',
      business_email: 'wile@acme.example',
      business_phone: '',
      business_address: '1 Desert Road',
      business_website: '',
      tax_id: '',
      notes: '',
      status: 'active',
      address_lines: [],
      postal_code: '',
      city: '',
      region: '',
      country: '',
      vat_id: '',
      registration_id: '',
      // Issue 25: '' is the owner's zone.
      time_zone: '',
      // Issue 26: '' is the owner's default language.
      language: '',
    });
    await waitFor(() => expect(api.callsTo('GET /api/clients')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a blank client in the form, with the message under the name, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/clients': aPage([]) });
    renderSection();

    await user().click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await fill(within(dialog).getByLabelText('Website'), 'umbrella.com');
    await user().click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter a business name or a contact name',
    );
    expect(within(dialog).getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("keeps the dialog open and says 'Failed to create client' when the server refuses", async () => {
    mockApi({
      'GET /api/clients': aPage([]),
      'POST /api/clients': apiError(400, 'Email must be a valid email address', 'clients.invalid_input'),
    });
    renderSection();

    await user().click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await fill(within(dialog).getByLabelText('Business name'), 'Acme');
    await user().click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Failed to create client')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Business name')).toHaveValue('Acme');
  });

  it('sends the structured address, the country picked by name, the VAT and registration numbers', async () => {
    const api = mockApi({
      'GET /api/clients': aPage([]),
      'POST /api/clients': { status: 201, body: { success: true, data: ACME } },
    });
    renderSection();

    await user().click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await fill(within(dialog).getByLabelText('Business name'), 'Louvre SARL');
    await fill(within(dialog).getByLabelText('Address line 1'), 'Rue de Rivoli 1');
    await fill(within(dialog).getByLabelText('Address line 3'), 'Bâtiment B');
    await fill(within(dialog).getByLabelText('Postal code'), '75001');
    await fill(within(dialog).getByLabelText('City'), 'Paris');
    await user().type(within(dialog).getByRole('combobox', { name: 'Country' }), 'fran');
    await user().click(await screen.findByTitle('France (FR)'));
    await fill(within(dialog).getByLabelText('VAT number'), 'FR 40 303 265 045');
    await fill(within(dialog).getByLabelText('Registration number'), '732 829 320');
    await user().click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/clients')[0].body)).toMatchObject({
      business_name: 'Louvre SARL',
      address_lines: ['Rue de Rivoli 1', 'Bâtiment B'],
      postal_code: '75001',
      city: 'Paris',
      country: 'FR',
      vat_id: 'FR 40 303 265 045',
      registration_id: '732 829 320',
    });
    // Nine fields and a searched select: slow in jsdom on a busy machine.
  }, 60_000);

  it("shows invoice-core's message under a VAT number that fails its check, and sends nothing", async () => {
    const api = mockApi({ 'GET /api/clients': aPage([]) });
    renderSection();

    await user().click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    await fill(within(dialog).getByLabelText('Business name'), 'Bad VAT GmbH');
    await fill(within(dialog).getByLabelText('VAT number'), 'DE123');
    await user().click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'VAT number is not a valid VAT number for its country',
    );
    expect(within(dialog).getByLabelText('VAT number')).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
