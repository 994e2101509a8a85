import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import { RecurringDialog } from './RecurringDialog';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const INVOICE = {
  id: 'inv-1',
  document_type: 'invoice',
  document_number: 'INV-0001',
  status: 'sent',
  client_id: 'c-1',
  items: [{ id: '1', description: 'Retainer :MONTH :YEAR', quantity: 1, unit_price: 1200 }],
  currency: 'EUR',
  created_at: '2026-01-01T00:00:00.000Z',
};
const clientWith = (email: string, zone: string) => ({
  body: { success: true, data: { id: 'c-1', business_email: email, time_zone: zone } },
});
const PREFERENCES = {
  body: { success: true, preferences: { invoice_validity_days: 30, time_zone: 'America/New_York' } },
};

const renderDialog = () =>
  renderWithProviders(
    <RecurringDialog target={{ kind: 'create', invoice: INVOICE, number: 'INV-0001' }} onClose={() => {}} />,
    { store: signedInStore(), detachedStyles: true },
  );

describe('RecurringDialog', () => {
  it("creates a monthly profile from the saved invoice, in the client's zone, emailed to the client", async () => {
    const api = mockApi({
      'GET /api/clients/c-1': clientWith('ada@client.example', 'Europe/Berlin'),
      'GET /api/form-preferences': PREFERENCES,
      'POST /api/recurring-invoices': { status: 201, body: { success: true, data: { id: 'r-1' } } },
    });
    renderDialog();

    const form = await screen.findByRole('form', { name: 'Make recurring' });
    const today = dayjs().format('D MMM YYYY');
    expect(within(form).getByTestId('recurring-preview')).toHaveTextContent(`Next: ${today}, then monthly`);
    await user().click(within(form).getByRole('radio', { name: 'Create and email to the client' }));
    await user().click(within(form).getByRole('button', { name: 'Create profile' }));

    await waitFor(() => expect(api.callsTo('POST /api/recurring-invoices')).toHaveLength(1));
    const body = JSON.parse(api.callsTo('POST /api/recurring-invoices')[0].body) as Record<string, unknown>;
    expect(body).toMatchObject({
      frequency: 'monthly',
      start_date: dayjs().format('YYYY-MM-DD'),
      end: { type: 'never' },
      time_zone: 'Europe/Berlin',
      send_time: '09:00',
      auto_send: true,
      due_days: 30,
      invoice: {
        client_id: 'c-1',
        status: 'draft',
        items: [expect.objectContaining({ description: 'Retainer :MONTH :YEAR' })],
      },
    });
    expect(body.invoice).not.toHaveProperty('id');
    // Each invoice made takes the next number: the service refuses a template carrying one.
    expect(body.invoice).not.toHaveProperty('document_number');
    expect(await screen.findByText(/Recurring profile created/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Recurring' })).toBeInTheDocument();
  });

  it("offers only drafts when the client has no email, and starts in the owner's zone", async () => {
    mockApi({
      'GET /api/clients/c-1': clientWith('', ''),
      'GET /api/form-preferences': PREFERENCES,
    });
    renderDialog();

    const form = await screen.findByRole('form', { name: 'Make recurring' });
    expect(within(form).getByRole('radio', { name: 'Create and email to the client' })).toBeDisabled();
    expect(within(form).getByText(/client has no email address/)).toBeInTheDocument();
    expect(within(form).getByText('America/New_York')).toBeInTheDocument();
  });

  it('sends the end the owner picked, and previews the new rhythm', async () => {
    const api = mockApi({
      'GET /api/clients/c-1': clientWith('ada@client.example', 'UTC'),
      'GET /api/form-preferences': { body: { success: true, preferences: {} } },
      'POST /api/recurring-invoices': { status: 201, body: { success: true, data: { id: 'r-1' } } },
    });
    renderDialog();

    const form = await screen.findByRole('form', { name: 'Make recurring' });
    await user().click(within(form).getByRole('radio', { name: 'After a number of invoices' }));
    const count = within(form).getByRole('spinbutton', { name: 'Number of invoices' });
    await user().clear(count);
    await user().type(count, '5');
    await user().click(within(form).getByRole('combobox', { name: 'Frequency' }));
    await user().click(await screen.findByTitle('Quarterly'));
    expect(within(form).getByTestId('recurring-preview')).toHaveTextContent(/then quarterly$/);
    await user().click(within(form).getByRole('button', { name: 'Create profile' }));

    await waitFor(() => expect(api.callsTo('POST /api/recurring-invoices')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST /api/recurring-invoices')[0].body)).toMatchObject({
      frequency: 'quarterly',
      end: { type: 'after', count: 5 },
      due_days: 14,
      auto_send: false,
    });
  });
});
