import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import type { RecurringProfile } from '../../features/recurring/api/recurringApi';
import { RecurringSection } from './RecurringSection';
import { aSavedDocument } from '../../entities/document/testing/savedDocument';

// antd's Modal and Table take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const PROFILE: RecurringProfile = {
  id: 'r-1',
  // The template answers the saved document's fields (a saved document has them all).
  invoice: aSavedDocument({ client_id: 'c-1', total_amount: '1200.00', currency: 'EUR' }),
  frequency: 'monthly',
  start_date: '2026-01-31',
  end: { type: 'never' },
  time_zone: 'Europe/Berlin',
  send_time: '09:00',
  auto_send: true,
  due_days: 14,
  status: 'active',
  next_date: '2026-02-28',
  next_run_at: '2026-02-28T08:00:00.000Z',
  invoices_created: ['inv-7'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const CLIENTS = {
  body: { success: true, data: [{ id: 'c-1', business_name: 'Acme Ltd', contact_name: '' }] },
};
const MADE = {
  body: { success: true, data: { id: 'inv-7', document_type: 'invoice', document_number: 'INV-0007' } },
};
const listOf = (profiles: RecurringProfile[]) => ({ body: { success: true, data: { profiles } } });

describe('RecurringSection', () => {
  it('lists a profile: client, amount, frequency, next date in its zone, status and the invoices made', async () => {
    mockApi({
      'GET /api/recurring-invoices': listOf([PROFILE]),
      'GET /api/clients': CLIENTS,
      'GET /api/documents/invoice/inv-7': MADE,
    });
    renderWithProviders(<RecurringSection />, { store: signedInStore(), detachedStyles: true });

    const row = (await screen.findByText('Acme Ltd')).closest('tr') as HTMLElement;
    expect(within(row).getByText('€1,200.00')).toBeInTheDocument();
    expect(within(row).getByText('Monthly')).toBeInTheDocument();
    expect(within(row).getByText('28 Feb 2026')).toBeInTheDocument();
    expect(within(row).getByText('09:00 Europe/Berlin')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('1 invoice:')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'INV-0007' })).toBeEnabled();
  });

  it('pauses a profile and shows it paused, with Resume in place of Pause', async () => {
    let current = PROFILE;
    const api = mockApi({
      'GET /api/recurring-invoices': () => listOf([current]),
      'GET /api/clients': CLIENTS,
      'GET /api/documents/invoice/inv-7': MADE,
      'POST /api/recurring-invoices/r-1/pause': () => {
        current = { ...PROFILE, status: 'paused' };
        return { body: { success: true, data: current } };
      },
    });
    renderWithProviders(<RecurringSection />, { store: signedInStore(), detachedStyles: true });

    await user().click(await screen.findByRole('button', { name: 'Pause Acme Ltd' }));
    expect(await screen.findByRole('button', { name: 'Resume Acme Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(api.callsTo('POST /api/recurring-invoices/r-1/pause')).toHaveLength(1);
  });

  it('deletes a profile only after the confirmation', async () => {
    let profiles = [PROFILE];
    const api = mockApi({
      'GET /api/recurring-invoices': () => listOf(profiles),
      'GET /api/clients': CLIENTS,
      'GET /api/documents/invoice/inv-7': MADE,
      'DELETE /api/recurring-invoices/r-1': () => {
        profiles = [];
        return { body: { success: true } };
      },
    });
    renderWithProviders(<RecurringSection />, { store: signedInStore(), detachedStyles: true });

    await user().click(await screen.findByRole('button', { name: 'Delete Acme Ltd' }));
    expect(api.callsTo('DELETE /api/recurring-invoices/r-1')).toHaveLength(0);
    await user().click(await screen.findByRole('button', { name: 'Delete profile' }));
    expect(await screen.findByText('No recurring invoices yet')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE /api/recurring-invoices/r-1')).toHaveLength(1));
  });

  it("explains how to start when there is no profile: 'Make recurring' on an invoice", async () => {
    mockApi({ 'GET /api/recurring-invoices': listOf([]), 'GET /api/clients': CLIENTS });
    renderWithProviders(<RecurringSection />, { store: signedInStore(), detachedStyles: true });

    expect(await screen.findByText('No recurring invoices yet')).toBeInTheDocument();
    expect(screen.getByText(/choose ‘Make recurring’ on it/)).toBeInTheDocument();
  });
});
