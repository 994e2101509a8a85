import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { CardPaymentsCard } from './CardPaymentsCard';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const status = (connected: boolean, charges: boolean) => ({
  body: { connected, account_id: connected ? 'acct_1Owner' : null, charges_enabled: charges },
});

function renderCard(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  const redirect = jest.fn();
  renderWithProviders(<CardPaymentsCard redirect={redirect} />, {
    store: signedInStore(),
    detachedStyles: true,
  });
  return { api, redirect };
}

describe('CardPaymentsCard', () => {
  it("connects: asks for Stripe's onboarding page and goes there", async () => {
    const { api, redirect } = renderCard({
      'GET /api/stripe/connect': status(false, false),
      'POST /api/stripe/connect/onboarding': { body: { url: 'https://connect.stripe.test/setup/abc' } },
    });
    await user().click(await screen.findByRole('button', { name: /Connect with Stripe/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(api.callsTo('POST /api/stripe/connect/onboarding')).toHaveLength(1);
  });

  it('says what went wrong when Stripe cannot be reached, and stays', async () => {
    const { redirect } = renderCard({
      'GET /api/stripe/connect': status(false, false),
      'POST /api/stripe/connect/onboarding': {
        status: 502,
        body: { success: false, error: 'Stripe is unavailable' },
      },
    });
    await user().click(await screen.findByRole('button', { name: /Connect with Stripe/ }));
    await screen.findByText('Stripe is unavailable');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offers to finish the set-up while Stripe cannot take charges yet', async () => {
    renderCard({ 'GET /api/stripe/connect': status(true, false) });
    await screen.findByRole('button', { name: 'Finish Stripe set-up' });
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('shows the account taking cards, and disconnects after a confirmation', async () => {
    let connected = true;
    const { api } = renderCard({
      'GET /api/stripe/connect': () => status(connected, connected),
      'DELETE /api/stripe/connect': () => {
        connected = false;
        return { body: { success: true } };
      },
    });
    await screen.findByText('Card payments on: account acct_1Owner');
    await user().click(screen.getByRole('button', { name: 'Disconnect' }));
    const confirm = (await screen.findByText('Disconnect Stripe?', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user().click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: /Connect with Stripe/ });
    expect(api.callsTo('DELETE /api/stripe/connect')).toHaveLength(1);
  });
});
