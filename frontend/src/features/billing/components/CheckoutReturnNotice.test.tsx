import { screen } from '@testing-library/react';
import type { SubscriptionStatusReply } from '../../../entities/plan/api/billingApi';
import { jsonResponse, mockApi } from '../../../test/mockApi';
import { signedInStore } from '../../../test/session';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';

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

const TRIALING: SubscriptionStatusReply = {
  ...FREE,
  plan: 'pro',
  planLabel: 'Pro Monthly',
  hasSubscription: true,
  subscriptions: [
    {
      id: 'sub_1',
      status: 'trialing',
      current_period_end: 1_800_000_000,
      trial_end: 1_800_000_000,
      cancel_at_period_end: false,
      items: [{ price: { id: 'price_pro', unit_amount: 500, recurring: { interval: 'month' } } }],
    },
  ],
};

describe('CheckoutReturnNotice', () => {
  it('waits for the webhook: says the plan is active only once the server has it', async () => {
    const answers = [FREE, TRIALING];
    const api = mockApi({
      'GET /api/stripe/subscription-status': () =>
        jsonResponse(answers.length > 1 ? answers.shift() : answers[0]),
      'GET /api/stats': { body: { success: true, data: {} } },
    });
    renderWithProviders(<CheckoutReturnNotice />, { store: signedInStore(), detachedStyles: true });

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByText('Your Pro Monthly plan is active.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/7-day free trial has started/)).toBeInTheDocument();
    const asked = api.calls.map((call) => call.path);
    expect(asked.filter((path) => path === '/api/stripe/subscription-status')).toHaveLength(2);
    expect(asked).toContain('/api/stats');
  });
});
