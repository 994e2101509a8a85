import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderRoute } from '../../test/renderWithProviders';
import { setViewportWidth } from '../../test/viewport';
import { restoreSession } from '../../entities/account/model/sessionThunks';
import { jsonResponse, mockApi } from '../../test/mockApi';
import { signedInStore, signedOutStore, testUser, TEST_TOKEN } from '../../test/session';

const stats = { success: true, data: { pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 } };
const lapsedStatus = {
  success: true,
  plan: 'free',
  planLabel: 'Free',
  hasSubscription: false,
  subscriptions: [],
  hasLifetimePurchase: false,
  lifetimePurchases: [],
  isTester: false,
};
const refusal = (status: number, code: string) => () =>
  jsonResponse({ success: false, error: 'No', code }, status);

describe('the dashboard access guard', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => localStorage.clear());

  it('sends a visitor without a session to /login, without asking the server', async () => {
    const api = mockApi({});
    const { router } = renderRoute('/dashboard', { store: signedOutStore() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('GET /api/stats')).toHaveLength(0);
  });

  it('lets the user in when the stats probe answers 200, with the bearer token', async () => {
    const api = mockApi({ 'GET /api/stats': () => jsonResponse(stats) });
    renderRoute('/dashboard', { store: signedInStore() });

    const menu = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    expect(within(menu).getAllByRole('link')).toHaveLength(10);
    expect(api.callsTo('GET /api/stats')[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('sends the user to /plan when the probe answers 403', async () => {
    mockApi({ 'GET /api/stats': refusal(403, 'billing.no_plan') });
    const { router } = renderRoute('/dashboard?section=account', { store: signedInStore() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
  });

  it('lets a lapsed user in, read-only, on 403: the banner says what ended and when, and offers renewal', async () => {
    const endedAt = Date.UTC(2026, 10, 20, 12) / 1000;
    mockApi({
      'GET /api/stats': refusal(403, 'billing.no_plan'),
      'GET /api/stripe/subscription-status': () => jsonResponse({ ...lapsedStatus, planEndedAt: endedAt }),
      'GET /api/documents/all': () =>
        jsonResponse({
          success: true,
          data: [],
          pagination: { page: 1, pageSize: 10, total: 0 },
          counts: { all: 0, invoice: 0, quote: 0 },
        }),
      'GET /api/clients': () => jsonResponse({ success: true, data: [], total: 0 }),
    });
    const { router } = renderRoute('/dashboard', { store: signedInStore() });

    const banner = await screen.findByText('Your Pro Monthly ended on November 20, 2026.');
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      'Renew your plan to create, edit or send documents.',
    );
    expect(screen.getByRole('link', { name: 'Renew your plan' })).toHaveAttribute(
      'href',
      '/plan?skipChecks=true',
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByText('Your Pro Monthly ended on November 20, 2026.')).toHaveLength(1);
  });

  it("shows a lapsed user 'Renew your plan' instead of the builder", async () => {
    mockApi({
      'GET /api/stats': refusal(403, 'billing.no_plan'),
      'GET /api/stripe/subscription-status': () =>
        jsonResponse({ ...lapsedStatus, planEndedAt: Date.UTC(2026, 10, 20) / 1000 }),
    });
    renderRoute('/dashboard?section=create', { store: signedInStore() });

    expect(await screen.findByText('Renew your plan to create documents')).toBeInTheDocument();
  });

  it('shows the sign-in-needed screen and clears the stored session when the probe answers 401', async () => {
    localStorage.setItem('user', JSON.stringify(testUser()));
    localStorage.setItem('token', TEST_TOKEN);
    mockApi({ 'GET /api/stats': refusal(401, 'auth.invalid_token') });
    const store = signedInStore();
    renderRoute('/dashboard', { store });

    expect(await screen.findByRole('heading', { name: 'Sign in needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Log In/ })).toHaveAttribute('href', '/login');
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the sign-in-needed screen when the stored token is refused at start', async () => {
    mockApi({ 'GET /api/auth/me': refusal(401, 'auth.invalid_token') });
    const store = makeStore({
      session: { user: testUser(), token: TEST_TOKEN, loaded: false, dashboardAccess: 'unknown' },
    });
    await store.dispatch(restoreSession());
    renderRoute('/dashboard', { store });

    expect(await screen.findByRole('heading', { name: 'Sign in needed' })).toBeInTheDocument();
  });

  it('offers a plan when the dashboard data cannot be loaded', async () => {
    mockApi({ 'GET /api/stats': 'network' });
    renderRoute('/dashboard', { store: signedInStore() });

    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute(
      'href',
      '/plan?skipChecks=true',
    );
  });

  it('skips the probe with skipChecks=true', async () => {
    const api = mockApi({});
    // A section that asks nothing of the server, so any /api/stats call would be the guard's.
    renderRoute('/dashboard?section=contact&skipChecks=true', { store: signedInStore() });

    expect(await screen.findByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/stats')).toHaveLength(0);
  });

  it('still sends a visitor without a session to /login when skipChecks=true', async () => {
    const { router } = renderRoute('/dashboard?skipChecks=true', { store: signedOutStore() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('waits for the stored session to be checked before probing', async () => {
    const api = mockApi({ 'GET /api/stats': () => jsonResponse(stats) });
    const store = makeStore({
      session: { user: testUser(), token: TEST_TOKEN, loaded: false, dashboardAccess: 'unknown' },
    });
    renderRoute('/dashboard', { store });

    expect(await screen.findByLabelText('Checking access to the dashboard')).toBeInTheDocument();
    expect(api.callsTo('GET /api/stats')).toHaveLength(0);
  });
});
