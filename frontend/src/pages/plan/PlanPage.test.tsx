import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { makeStore } from '../../app/store';
import { mockApi } from '../../test/mockApi';
import { signedInStore } from '../../test/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PlanPage } from './PlanPage';

function renderPlan(store = signedInStore(), redirect = jest.fn(), route = '/plan') {
  renderWithProviders(
    <Routes>
      <Route path="/plan" element={<PlanPage redirect={redirect} />} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { store, route, detachedStyles: true },
  );
  return redirect;
}

const noAccess = { 'GET /api/stats': { status: 403, body: { success: false, code: 'billing.no_plan' } } };

describe('PlanPage', () => {
  it('sends a visitor without a session to /login', async () => {
    renderPlan(makeStore({ session: { user: null, token: null, loaded: true, dashboardAccess: 'unknown' } }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends a user who already has the dashboard there', async () => {
    mockApi({
      'GET /api/stats': { body: { success: true, data: {} } },
      'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: true } },
    });
    renderPlan();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("offers 'Start Free Trial' when eligible and 'Subscribe Now' after a trial was used", async () => {
    mockApi({ ...noAccess, 'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: false } } });
    renderPlan();
    expect(await screen.findByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
  });

  it('promises no 7-day trial on the Pro card to someone who used theirs', async () => {
    mockApi({ ...noAccess, 'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: false } } });
    renderPlan();
    const pro = await screen.findByLabelText('Pro plan');
    await screen.findByRole('button', { name: 'Subscribe Now' });
    expect(pro).not.toHaveTextContent(/free trial/i);
    expect(pro).toHaveTextContent('Billed monthly from today.');
  });

  it('says who is signed in, with a Log out link that opens the sign-in form', async () => {
    mockApi({
      ...noAccess,
      'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: true } },
      'POST /api/auth/logout': { body: { success: true } },
    });
    const store = signedInStore();
    renderPlan(store);
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as ada@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it("says 'Start Free Trial' when the eligibility call fails", async () => {
    mockApi({ ...noAccess, 'GET /api/stripe/trial-eligibility': { status: 500, body: {} } });
    renderPlan();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled());
  });

  it('goes to the checkout address the server returns, loading only the chosen plan meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      ...noAccess,
      'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: true } },
      'POST /api/stripe/create-lifetime-checkout-session': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const redirect = renderPlan();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Get Lifetime Access' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeDisabled());
    answer(
      new Response(JSON.stringify({ success: true, url: 'https://checkout.example/cs_1' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.example/cs_1'));
  });

  it('says nothing was charged when Stripe sends the user back from a canceled checkout', async () => {
    mockApi({ ...noAccess, 'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: false } } });
    renderPlan(signedInStore(), jest.fn(), '/plan?checkout=canceled');
    expect(await screen.findByText('Checkout canceled. You have not been charged.')).toBeInTheDocument();
  });

  it("shows the server's error in a banner and returns to idle", async () => {
    mockApi({
      ...noAccess,
      'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: true } },
      'POST /api/stripe/create-checkout-session': {
        status: 502,
        body: { success: false, error: 'Stripe is unreachable' },
      },
    });
    const redirect = renderPlan();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Stripe is unreachable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
