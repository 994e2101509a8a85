import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore, signedOutStore } from '../../test/session';
import { HomePage } from './HomePage';

function DashboardProbe() {
  const location = useLocation();
  return <p>Dashboard at {`${location.pathname}${location.search}`}</p>;
}

const renderHome = (store = signedOutStore()) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/dashboard" element={<DashboardProbe />} />
    </Routes>,
    { store, detachedStyles: true },
  );

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the spec's sections in order, the samples with their note, and asks nothing of the API signed out", () => {
    const api = mockApi({});
    renderHome();

    // The second slide's heading is hidden with its slide until the carousel shows it.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Why Choose Paydraft',
      'See a sample PDF',
      'Free vs Pro',
      'How it works',
      'Frequently asked questions',
      'Your next invoice is a few minutes away',
    ]);
    expect(
      screen.getByText('Free template shown; branding & auto-fill available in Pro'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Preview the sample quote (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/samples/quote.pdf');
    expect(screen.getByRole('link', { name: 'Download the sample invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/samples/invoice.pdf?download=1',
    );
    expect(screen.getByRole('link', { name: 'Read all questions in the FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByRole('link', { name: 'Create an invoice now' })).toHaveAttribute(
      'href',
      '/invoice-generator',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends a signed-in user whose stats probe answers 200 to the dashboard, skipping its checks', async () => {
    mockApi({ 'GET /api/stats': { body: { success: true, data: {} } } });
    renderHome(signedInStore());

    expect(await screen.findByText('Dashboard at /dashboard?skipChecks=true')).toBeInTheDocument();
  });

  it('keeps a signed-in user without a plan on the home page', async () => {
    const api = mockApi({
      'GET /api/stats': { status: 403, body: { success: false, code: 'billing.no_plan' } },
    });
    const { store } = renderHome(signedInStore());

    await screen.findByRole('heading', { name: 'Why Choose Paydraft' });
    await waitFor(() => expect(store.getState().session.dashboardAccess).toBe('denied'));
    // The redirect is decided once the probe's thunk settles, a few promise turns after the answer.
    await act(() => Promise.resolve());
    expect(api.callsTo('GET /api/stats')).toHaveLength(1);
    expect(screen.queryByText(/Dashboard at/)).not.toBeInTheDocument();
  });
});
