import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../test/mockApi';
import { Route, Routes } from 'react-router';
import { renderRoute, renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { setViewportWidth } from '../../../test/viewport';
import { aClient } from '../testing/clientFixtures';
import { ClientDetail } from './ClientDetail';

const PAGE = '/dashboard/clients/c-1?skipChecks=true';
// The dashboard shell, antd's Table and Modal take seconds each in jsdom on a busy machine.
jest.setTimeout(20_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** The page's content alone, with antd's styles detached (fast dialogs), and where Back leads. */
const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/clients/:clientId" element={<ClientDetail clientId="c-1" />} />
      <Route path="/dashboard" element={<p>The clients section</p>} />
    </Routes>,
    { route: PAGE, store: signedInStore(), detachedStyles: true },
  );

const NO_DOCUMENTS = {
  'GET /api/documents/all': {
    body: {
      success: true,
      data: [],
      total: 0,
      counts: { all: 0, invoice: 0, quote: 0 },
      page: 1,
      pageSize: 10,
    },
  },
};

const ACME = aClient({ business_address: '1 Desert Road\nMesa, AZ', notes: 'Pays late', status: 'inactive' });

describe('the client detail page', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the header with initials, name and status chip, and only the details that are present', async () => {
    mockApi({ ...NO_DOCUMENTS, 'GET /api/clients/c-1': { body: { success: true, data: ACME } } });
    renderRoute(PAGE, { store: signedInStore() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Widgets' })).toBeInTheDocument();
    expect(screen.getByText('AW')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    const details = screen.getByText('Client Details').closest('.ant-card') as HTMLElement;
    const labels = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Contact', 'Email', 'Phone', 'Address', 'Notes']);
    expect(within(details).getByRole('link', { name: 'wile@acme.example' })).toHaveAttribute(
      'href',
      'mailto:wile@acme.example',
    );
    expect(screen.getByRole('link', { name: /Back to Clients/ })).toHaveAttribute(
      'href',
      '/dashboard?section=clients&skipChecks=true',
    );
  });

  it('shows the postal address, the country by name, the VAT and registration numbers', async () => {
    const louvre = aClient({
      address_lines: ['Rue de Rivoli 1'],
      postal_code: '75001',
      city: 'Paris',
      country: 'FR',
      vat_id: 'FR40303265045',
      registration_id: '732 829 320',
    });
    mockApi({ ...NO_DOCUMENTS, 'GET /api/clients/c-1': { body: { success: true, data: louvre } } });
    renderDetail();

    const details = (await screen.findByText('Client Details')).closest('.ant-card') as HTMLElement;
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Contact', 'Wile Coyote'],
      ['Email', 'wile@acme.example'],
      ['Phone', '+1 555 0100'],
      ['Postal address', 'Rue de Rivoli 1\n75001 Paris'],
      ['Country', 'France'],
      ['VAT number', 'FR40303265045'],
      ['Registration number', '732 829 320'],
    ]);
  });

  it("says 'Client not found' with a way back to the dashboard", async () => {
    mockApi({
      ...NO_DOCUMENTS,
      'GET /api/clients/c-1': apiError(404, 'Client not found', 'clients.not_found'),
    });
    renderRoute(PAGE, { store: signedInStore() });

    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("says 'Failed to load client information' on any other failure", async () => {
    mockApi({ ...NO_DOCUMENTS, 'GET /api/clients/c-1': apiError(503, 'Unavailable', 'rpc.unavailable') });
    renderRoute(PAGE, { store: signedInStore() });

    expect(await screen.findByText('Failed to load client information')).toBeInTheDocument();
  });

  it('edits the client in the dialog and shows the saved values', async () => {
    let current = ACME;
    const api = mockApi({
      ...NO_DOCUMENTS,
      'GET /api/clients/c-1': () => ({ body: { success: true, data: current } }),
      'PUT /api/clients/c-1': () => {
        current = { ...current, business_name: 'Acme Rockets' };
        return { body: { success: true, data: current } };
      },
    });
    renderDetail();

    await user().click(await screen.findByRole('button', { name: /Edit Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const name = within(dialog).getByLabelText('Business name');
    expect(name).toHaveValue('Acme Widgets');
    await user().clear(name);
    await user().click(name);
    await user().paste('Acme Rockets');
    await user().click(within(dialog).getByRole('button', { name: 'Update Client' }));

    expect(await screen.findByText('Client updated successfully')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('PUT /api/clients/c-1')[0].body)).toMatchObject({
      business_name: 'Acme Rockets',
      status: 'inactive',
      notes: 'Pays late',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Rockets' })).toBeInTheDocument();
  });

  it('deletes after the spec dialog and returns to the clients section', async () => {
    const api = mockApi({
      ...NO_DOCUMENTS,
      'GET /api/clients/c-1': { body: { success: true, data: ACME } },
      'DELETE /api/clients/c-1': { body: { success: true } },
    });
    renderDetail();

    await user().click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Widgets?' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. All documents associated with this client will remain but will no longer be linked to a client.',
    );
    await user().click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Client deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('The clients section')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/clients/c-1')).toHaveLength(1);
    expect(api.callsTo('GET /api/clients/c-1')).toHaveLength(1);
  });
});
