import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { MoneyTotals } from './MoneyTotals';

const months = (currency: string, amounts: string[]) =>
  amounts.map((amount, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, currency, amount }));

const render = () => renderWithProviders(<MoneyTotals />, { store: signedInStore(), detachedStyles: true });

describe('MoneyTotals', () => {
  it('shows outstanding, overdue with its count and the last 30 days per currency, and a chart of the months', async () => {
    mockApi({
      'GET /api/dashboard/totals': {
        body: {
          success: true,
          data: {
            outstanding: [
              { currency: 'EUR', amount: '2374.05', count: 1 },
              { currency: 'USD', amount: '184.95', count: 3 },
            ],
            overdue: [{ currency: 'USD', amount: '20', count: 2 }],
            paid_last_30_days: [{ currency: 'USD', amount: '50.05', count: 2 }],
            paid_by_month: months('USD', ['0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '150', '50.05']),
          },
        },
      },
    });
    render();

    const outstanding = await screen.findByRole('list', { name: 'Outstanding' });
    expect(within(outstanding).getByText('€2,374.05')).toBeInTheDocument();
    expect(within(outstanding).getByText('$184.95')).toBeInTheDocument();
    const overdue = screen.getByRole('list', { name: 'Overdue' });
    expect(within(overdue).getByText('$20.00')).toBeInTheDocument();
    expect(within(overdue).getByText('2 invoices')).toBeInTheDocument();
    const paid = screen.getByRole('list', { name: 'Paid in the last 30 days' });
    expect(within(paid).getByText('$50.05')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /^Paid per month in USD:/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('November 2026 $150.00, December 2026 $50.05'),
    );
    expect(screen.queryByText('No payments yet')).not.toBeInTheDocument();
  });

  it("says 'No payments yet' and nothing outstanding before any money", async () => {
    mockApi({
      'GET /api/dashboard/totals': {
        body: {
          success: true,
          data: { outstanding: [], overdue: [], paid_last_30_days: [], paid_by_month: [] },
        },
      },
    });
    render();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing outstanding')).toBeInTheDocument();
    expect(screen.getByText('Nothing paid')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Paid per month/ })).not.toBeInTheDocument();
  });
});
