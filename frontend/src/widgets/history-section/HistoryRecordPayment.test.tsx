import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { HistorySection } from './HistorySection';

jest.setTimeout(60_000);

const invoice = (id: number, status: string) => ({
  id: `d-${id}`,
  document_type: 'invoice',
  document_number: `INV-${id}`,
  client_id: null,
  status,
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  items: [{ description: 'Work', qty: '1', price: '50.00' }],
  total_amount: '50.00',
  currency: 'USD',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const LIST = {
  body: {
    success: true,
    data: [invoice(1, 'sent'), invoice(2, 'draft'), invoice(3, 'paid')],
    total: 3,
    counts: { all: 3, invoice: 3, quote: 0, credit_note: 0 },
    page: 1,
    pageSize: 10,
  },
};
const SENT_INVOICE = {
  body: {
    success: true,
    data: { ...invoice(1, 'sent'), payments: [], amount_paid: '0.00', balance_due: '50.00' },
  },
};

describe('Record payment from the history', () => {
  it('is offered on issued invoices with money due, and records through the same dialog', async () => {
    const api = mockApi({
      'GET /api/documents/all': LIST,
      'GET /api/clients': { body: { success: true, data: [] } },
      'GET /api/documents/invoice/d-1': SENT_INVOICE,
      'POST /api/documents/invoice/d-1/payments': {
        status: 201,
        body: {
          success: true,
          invoice: SENT_INVOICE.body.data,
          payment: { amount: '50.00' },
          credit_note: null,
        },
      },
    });
    renderWithProviders(<HistorySection />, { store: signedInStore(), detachedStyles: true });

    const record = await screen.findByRole('button', { name: 'Record payment for INV-1' });
    expect(screen.queryByRole('button', { name: 'Record payment for INV-2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment for INV-3' })).not.toBeInTheDocument();

    await userEvent.setup({ pointerEventsCheck: 0 }).click(record);
    const title = await screen.findByText('Record payment · INV-1', { selector: '.ant-modal-title' });
    const modal = title.closest('.ant-modal') as HTMLElement;
    const amount = (await within(modal).findByRole('spinbutton', { name: /Amount/ })) as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(modal).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(api.callsTo('POST /api/documents/invoice/d-1/payments')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST /api/documents/invoice/d-1/payments')[0].body)).toMatchObject({
      amount: '50.00',
      currency: 'USD',
    });
  });
});
