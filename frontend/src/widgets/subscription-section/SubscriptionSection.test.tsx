import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionStatusReply } from '../../entities/plan/api/billingApi';
import { mockApi } from '../../test/mockApi';
import { signedInStore } from '../../test/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionSection } from './SubscriptionSection';

const FREE: SubscriptionStatusReply = {
  plan: 'free',
  planLabel: 'Free',
  hasSubscription: false,
  subscriptions: [],
  hasLifetimePurchase: false,
  lifetimePurchases: [],
  isTester: false,
  planEndedAt: null,
};

const PRO_CANCELING: SubscriptionStatusReply = {
  ...FREE,
  plan: 'pro',
  planLabel: 'Pro Monthly',
  hasSubscription: true,
  subscriptions: [
    {
      id: 'sub_1',
      status: 'active',
      current_period_end: Date.UTC(2026, 11, 24) / 1000,
      trial_end: null,
      cancel_at_period_end: true,
      items: [{ price: { id: 'price_pro', unit_amount: 500, recurring: { interval: 'month' } } }],
    },
  ],
};

function renderSection(status: SubscriptionStatusReply, extra = {}) {
  mockApi({ 'GET /api/stripe/subscription-status': { body: status }, ...extra });
  const redirect = jest.fn();
  renderWithProviders(<SubscriptionSection redirect={redirect} />, {
    store: signedInStore(),
    detachedStyles: true,
  });
  return { redirect };
}

describe('SubscriptionSection', () => {
  it('shows Pro with its price in dollars, the end of access, and opens the billing portal', async () => {
    const { redirect } = renderSection(PRO_CANCELING, {
      'POST /api/stripe/create-customer-portal-session': {
        body: { success: true, url: 'https://portal.example/s' },
      },
    });
    expect(await screen.findByText('Pro Monthly')).toBeInTheDocument();
    expect(screen.getByText('$5.00 / month')).toBeInTheDocument();
    expect(screen.getByText('Access ends')).toBeInTheDocument();
    expect(screen.getByText('December 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Your Benefits')).toBeInTheDocument();
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: /Manage Billing/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://portal.example/s'));
  });

  it('gives Lifetime an Account card and no billing portal', async () => {
    renderSection({
      ...FREE,
      plan: 'lifetime',
      planLabel: 'Lifetime',
      hasLifetimePurchase: true,
      lifetimePurchases: [{ id: 'pi_1', amount: 9900, currency: 'usd', created: 1_790_000_000 }],
    });
    expect(await screen.findByText('Lifetime')).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage Billing/ })).not.toBeInTheDocument();
  });

  it("gives Free 'Quick Actions' with 'Choose a Plan' to /plan?skipChecks=true", async () => {
    renderSection(FREE);
    expect(await screen.findByText('Quick Actions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Choose a Plan/ })).toHaveAttribute(
      'href',
      '/plan?skipChecks=true',
    );
  });

  it('offers the 7-day trial on the Free page only to someone still eligible', async () => {
    renderSection(FREE, { 'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: false } } });
    const card = (await screen.findByText('Quick Actions')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('Pro is $5 a month, billed from today'));
    expect(card).not.toHaveTextContent(/free trial/i);
  });

  it('keeps the trial wording for an eligible Free user', async () => {
    renderSection(FREE, { 'GET /api/stripe/trial-eligibility': { body: { eligibleForTrial: true } } });
    expect(await screen.findByText(/Pro starts with a 7-day free trial/)).toBeInTheDocument();
  });

  it('says when the portal could not be opened', async () => {
    const { redirect } = renderSection(PRO_CANCELING, {
      'POST /api/stripe/create-customer-portal-session': {
        status: 400,
        body: { success: false, error: 'No portal' },
      },
    });
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(await screen.findByRole('button', { name: /Manage Billing/ }));
    expect(await screen.findByText('Failed to create billing portal session')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says when the subscription could not be loaded', async () => {
    renderSection(FREE, { 'GET /api/stripe/subscription-status': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load subscription information')).toBeInTheDocument();
  });
});
