import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/renderWithProviders';
import { mockApi } from '../../test/mockApi';
import { setViewportWidth } from '../../test/viewport';
import { DEMO_ONLY } from './model/demoSource';

// The test build gives every antd id 'test-id', so a dialog's accessible name can collide: find it by its title.
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '[role="dialog"]',
  ) as HTMLElement;
const sectionHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const SLOW = 40_000; // the whole shell and a section's chunk in jsdom: seconds on a busy machine
// antd's stylesheets go to a detached element: with them in the page, jsdom matched every rule on each
// role query, and one 'Back to Clients' lookup took 6.7 s (the test timed out in CI).
const renderDemo = (route: string) => renderRoute(route, { detachedStyles: true });

describe('the demo dashboard', () => {
  // Any request at all fails the test: the demo answers from its own sample data.
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    setViewportWidth(1280);
    api = mockApi({});
  });
  // (The public layout that /plan opens in asks for /api/health: that is outside the demo.)
  afterEach(() => expect(api.calls.filter((call) => call.path !== '/api/health')).toEqual([]));

  it(
    'shows the sample overview without an account: 12 completed quotes, 8 completed invoices',
    async () => {
      renderDemo('/trial-dashboard');

      expect(await sectionHeading('Overview')).toBeInTheDocument();
      const quotes = await screen.findByText('Completed Quotes');
      await waitFor(() => expect(quotes.closest('.ant-card, .ant-statistic')).toHaveTextContent('12'));
      expect(screen.getByText('Completed Invoices').closest('.ant-card, .ant-statistic')).toHaveTextContent(
        '8',
      );
      expect(screen.getByText(/complete demo dashboard with sample data/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/plan');
      expect(screen.getByRole('link', { name: /Sign Up for Full Access/ })).toHaveAttribute(
        'href',
        '/signup',
      );
      expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

      await userEvent.click(screen.getByRole('button', { name: 'Dismiss privacy notice' }));
      await waitFor(() => expect(screen.queryByText('Your privacy')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'keeps the menu and the sections’ own links inside /trial-dashboard',
    async () => {
      const { router } = renderDemo('/trial-dashboard');

      const nav = within(await screen.findByRole('navigation', { name: 'Dashboard sections' }));
      for (const link of nav.getAllByRole('link'))
        expect(link.getAttribute('href')).toMatch(/^\/trial-dashboard\?section=/);

      // The sections' own links point into the demo, not at /dashboard.
      const manageClients = await screen.findByRole('link', { name: /Manage Clients/ });
      expect(manageClients).toHaveAttribute('href', '/trial-dashboard?section=clients&skipChecks=true');
      for (const link of screen.getAllByRole('link'))
        expect(link.getAttribute('href')).not.toMatch(/^\/dashboard(\/|\?|$)/);
      await userEvent.click(manageClients);
      await waitFor(() => expect(router.state.location.pathname).toBe('/trial-dashboard'));
      expect(router.state.location.search).toBe('?section=clients&skipChecks=true');
      expect(await sectionHeading('Client Management')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lists the sample documents and filters them by search',
    async () => {
      renderDemo('/trial-dashboard?section=history');

      expect(await sectionHeading('Past Documents')).toBeInTheDocument();
      expect((await screen.findAllByText('INV-10')).length).toBeGreaterThan(0);
      await userEvent.type(screen.getByRole('textbox', { name: 'Search documents' }), 'QUO-4');
      await waitFor(() => expect(screen.queryAllByText('INV-10')).toHaveLength(0), { timeout: 3000 });
      expect(screen.getAllByText('QUO-4').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'answers Delete with the demo prompt only, not a request or an error; Sign Up Now goes to /plan',
    async () => {
      const { router } = renderDemo('/trial-dashboard?section=history');

      fireEvent.click(await screen.findByLabelText('Delete INV-10', {}, { timeout: 8000 }));
      const confirm = await findDialog('Delete Document');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

      const prompt = await findDialog('Sign up to use this feature');
      expect(within(prompt).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
      // The confirmation closes once the refused delete has answered; the section adds no error of its own.
      await waitFor(() =>
        expect(screen.queryByText('Delete Document', { selector: '.ant-modal-title' })).toBeNull(),
      );
      expect(screen.queryByText(DEMO_ONLY)).not.toBeInTheDocument();
      expect(screen.queryByText(/Failed to delete/)).not.toBeInTheDocument();
      expect(document.querySelector('.ant-alert-error')).toBeNull();
      fireEvent.click(within(prompt).getByRole('button', { name: 'Sign Up Now' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    },
    SLOW,
  );

  it(
    'answers New Client → Create Client with the demo prompt',
    async () => {
      renderDemo('/trial-dashboard?section=clients');

      expect((await screen.findAllByText('Acme Coffee Roasters')).length).toBeGreaterThan(0);
      await userEvent.click(screen.getByRole('button', { name: /New Client/ }));
      const form = await findDialog('New Client');
      await userEvent.type(within(form).getByLabelText(/Business name/i), 'Test Co');
      await userEvent.click(within(form).getByRole('button', { name: 'Create Client' }));

      const prompt = await findDialog('Sign up to use this feature');
      await userEvent.click(within(prompt).getByRole('button', { name: 'Maybe Later' }));
      await waitFor(() => expect(screen.queryByText('Failed to create client')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'opens a sample client from the list, with its documents',
    async () => {
      const { router } = renderDemo('/trial-dashboard/clients/demo-client-1');

      expect(await sectionHeading('Client')).toBeInTheDocument();
      expect((await screen.findAllByText('Acme Coffee Roasters')).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: /Back to Clients/ })).toHaveAttribute(
        'href',
        '/trial-dashboard?section=clients&skipChecks=true',
      );
      await userEvent.click(screen.getByRole('link', { name: /Back to Clients/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/trial-dashboard'));
    },
    SLOW,
  );
});
