import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { OverviewSection } from './OverviewSection';

const STATS = { success: true, data: { pendingQuotes: 3, completedQuotes: 12, completedInvoices: 8 } };

const activity = (fields: Record<string, string>) => ({
  id: fields.id,
  action: fields.action,
  document_type: fields.type ?? 'invoice',
  document_id: `doc-${fields.id}`,
  document_number: fields.number,
  status: fields.status ?? 'draft',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
});

describe('OverviewSection', () => {
  it('welcomes the user by username and shows the three counts, the feed and the quick actions', async () => {
    mockApi({
      'GET /api/stats': { body: STATS },
      'GET /api/dashboard/recent-activity': {
        body: {
          success: true,
          data: {
            activities: [
              activity({ id: '2', action: 'status_changed', number: 'INV-7', status: 'paid' }),
              activity({ id: '1', action: 'converted', type: 'quote', number: 'QUO-3', status: 'completed' }),
            ],
          },
        },
      },
    });
    renderWithProviders(<OverviewSection />, {
      store: signedInStore({ username: 'ada' }),
      detachedStyles: true,
    });

    expect(await screen.findByRole('heading', { name: 'Welcome back, ada!' })).toBeInTheDocument();
    expect(await screen.findByText('Completed Quotes')).toBeInTheDocument();
    for (const [title, value] of [
      ['Pending Quotes', '3'],
      ['Completed Quotes', '12'],
      ['Completed Invoices', '8'],
    ]) {
      const tile = screen.getByText(title).closest('.ant-statistic') as HTMLElement;
      expect(within(tile).getByText(value)).toBeInTheDocument();
    }
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Invoice INV-7 marked Paid');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('Quote QUO-3 converted to an invoice');
    expect(screen.getByRole('link', { name: /Convert Quotes/ })).toHaveAttribute(
      'href',
      '/dashboard?section=convert&skipChecks=true',
    );
  });

  it('says when there is no activity yet, and when the counts cannot be loaded', async () => {
    mockApi({
      'GET /api/stats': { status: 503, body: { success: false, error: 'billing is down' } },
      'GET /api/dashboard/recent-activity': { body: { success: true, data: { activities: [] } } },
    });
    renderWithProviders(<OverviewSection />, { store: signedInStore(), detachedStyles: true });

    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(await screen.findByText(/No activity yet/)).toBeInTheDocument();
  });
});
