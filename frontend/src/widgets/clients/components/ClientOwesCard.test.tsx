import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { ClientOwesCard } from './ClientOwesCard';

describe('ClientOwesCard', () => {
  it("shows what the client owes and what of it is overdue, per currency, from that client's totals", async () => {
    const api = mockApi({
      'GET /api/dashboard/totals': {
        body: {
          success: true,
          data: {
            outstanding: [
              { currency: 'EUR', amount: '80', count: 1 },
              { currency: 'USD', amount: '74.95', count: 2 },
            ],
            overdue: [],
            paid_last_30_days: [],
            paid_by_month: [],
          },
        },
      },
    });
    renderWithProviders(<ClientOwesCard clientId="c-1" />, { store: signedInStore(), detachedStyles: true });

    const outstanding = await screen.findByRole('list', { name: 'Outstanding' });
    expect(within(outstanding).getByText('€80.00')).toBeInTheDocument();
    expect(within(outstanding).getByText('$74.95')).toBeInTheDocument();
    expect(within(outstanding).getByText('2 invoices')).toBeInTheDocument();
    expect(screen.getByText('Nothing overdue')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/dashboard/totals')[0].url.searchParams.get('client_id')).toBe('c-1'),
    );
  });
});
