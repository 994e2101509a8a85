import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderWithProviders';
import { setViewportWidth } from '../../test/viewport';
import { jsonResponse, mockApi } from '../../test/mockApi';
import { signedInStore } from '../../test/session';

const MENU = [
  'Overview',
  'Invoice / Quote',
  'Past Documents',
  'Recurring',
  'Convert Quotes',
  'Client Management',
  'Form Preferences',
  'Account',
  'Subscription',
  'Contact Us',
];

const sectionHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const menu = async () => within(await screen.findByRole('navigation', { name: 'Dashboard sections' }));

describe('the dashboard shell', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => localStorage.clear());

  it('lists the ten sections in the side menu, each with a description, and marks the current one', async () => {
    // Contact Us: a section that asks the server nothing until the form is sent.
    renderRoute('/dashboard?section=contact&skipChecks=true', { store: signedInStore() });

    const links = (await menu()).getAllByRole('link');
    expect(links.map((link) => link.querySelector('.dashboard-menu__title')?.textContent)).toEqual(MENU);
    for (const link of links) {
      expect(link.querySelector('.dashboard-menu__description')?.textContent).not.toBe('');
    }
    expect((await menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Contact Us');
    expect(await sectionHeading('Contact Us')).toBeInTheDocument();
  });

  it.each(['/dashboard?section=nonsense&skipChecks=true', '/dashboard?skipChecks=true'])(
    'opens the overview for %s',
    async (path) => {
      mockApi({
        'GET /api/stats': {
          body: { success: true, data: { pendingQuotes: 2, completedQuotes: 1, completedInvoices: 0 } },
        },
        'GET /api/dashboard/recent-activity': { body: { success: true, data: { activities: [] } } },
      });
      renderRoute(path, { store: signedInStore() });

      expect(await sectionHeading('Overview')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: /^Welcome back/ })).toBeInTheDocument();
    },
  );

  it('switches sections from the menu, adding skipChecks=true', async () => {
    const { router } = renderRoute('/dashboard?section=contact&skipChecks=true', { store: signedInStore() });

    await userEvent.click((await menu()).getByRole('link', { name: /Past Documents/ }));

    expect(await sectionHeading('Past Documents')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Document History' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=history&skipChecks=true');
  });

  it("goes to the create section from 'New Invoice / Quote'", async () => {
    const { router } = renderRoute('/dashboard?section=contact&skipChecks=true', { store: signedInStore() });

    await userEvent.click(await screen.findByRole('link', { name: /New Invoice \/ Quote/ }));

    expect(await sectionHeading('Invoice / Quote')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=create&skipChecks=true');
  });

  it('names the signed-in user in the header', async () => {
    renderRoute('/dashboard?section=contact&skipChecks=true', { store: signedInStore({ username: 'ada' }) });

    await sectionHeading('Contact Us');
    const header = within(document.querySelector('.dashboard-header') as HTMLElement);
    expect(header.getByText('ada')).toBeInTheDocument();
    expect(header.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('logs out on the server, forgets the session and goes to /login?skipChecks=true', async () => {
    const api = mockApi({ 'POST /api/auth/logout': () => jsonResponse({ success: true }) });
    const store = signedInStore();
    const { router } = renderRoute('/dashboard?section=contact&skipChecks=true', { store });

    await userEvent.click(await screen.findByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?skipChecks=true');
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
  });

  it('puts the menu in a drawer behind a Menu button on small screens', async () => {
    setViewportWidth(390);
    const { router } = renderRoute('/dashboard?skipChecks=true', { store: signedInStore() });

    expect(await sectionHeading('Overview')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click((await menu()).getByRole('link', { name: /Account/ }));

    expect(await sectionHeading('Account')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=account&skipChecks=true');
  });

  it('welcomes a beta tester once and drops the query that asked for it', async () => {
    const { router } = renderRoute(
      '/dashboard?section=overview&message=beta_tester_success&skipChecks=true',
      {
        store: signedInStore({ isTester: true }),
      },
    );

    const dialog = await screen.findByRole('dialog', { name: /Welcome to Beta Testing/ });
    expect(within(dialog).getByText(/lifetime access to all features/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Contact Us/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?section=overview&skipChecks=true'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the client page behind the guard and inside the shell', async () => {
    renderRoute('/dashboard/clients/c-1?skipChecks=true', { store: signedInStore() });

    expect(await sectionHeading('Client')).toBeInTheDocument();
    expect((await menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Client Management');
    expect(screen.getByRole('link', { name: /Back to Clients/ })).toHaveAttribute(
      'href',
      '/dashboard?section=clients&skipChecks=true',
    );
  });
});
