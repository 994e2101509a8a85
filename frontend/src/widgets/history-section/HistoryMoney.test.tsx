import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { HistorySection } from './HistorySection';

const invoice = (id: number, fields: Record<string, unknown> = {}) => ({
  id: `d-${id}`,
  document_type: 'invoice',
  document_number: `INV-${id}`,
  client_id: null,
  status: 'sent',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  currency: 'USD',
  items: [],
  total_amount: '220.00',
  amount_paid: '200.00',
  balance_due: '20.00',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const page = (data: unknown[]) => ({
  body: {
    success: true,
    data,
    total: data.length,
    counts: { all: data.length, invoice: data.length, quote: 0 },
  },
});

const params = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);
const render = () =>
  renderWithProviders(<HistorySection />, { store: signedInStore(), detachedStyles: true });

describe('HistorySection money', () => {
  it("shows an invoice's amount, balance and due date, and none of the last two for a quote", async () => {
    mockApi({
      'GET /api/documents/all': page([
        invoice(1),
        invoice(2, { document_type: 'quote', document_number: 'QUO-2', balance_due: '', amount_paid: '' }),
      ]),
      'GET /api/clients': { body: { success: true, data: [] } },
    });
    render();
    const row = (await screen.findByText('INV-1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$220.00')).toBeInTheDocument();
    expect(within(row).getByText('$20.00')).toBeInTheDocument();
    expect(within(row).getByText('December 1, 2026')).toBeInTheDocument();
    const quoteRow = screen.getByText('QUO-2').closest('tr') as HTMLElement;
    expect(within(quoteRow).getByText('$220.00')).toBeInTheDocument();
    expect(within(quoteRow).queryByText('December 1, 2026')).not.toBeInTheDocument();
  });

  it('asks the server for the order of a clicked header, and for unpaid or overdue invoices, from page 1', async () => {
    const api = mockApi({
      'GET /api/documents/all': page([invoice(1)]),
      'GET /api/clients': { body: { success: true, data: [] } },
    });
    render();
    await screen.findByText('INV-1');
    const lists = () => api.callsTo('GET /api/documents/all');

    await userEvent.click(screen.getByText('Balance', { selector: 'th *' }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(params(lists()[1])).toEqual({ page: '1', pageSize: '10', sort: 'balance', order: 'desc' });

    await userEvent.click(screen.getByText('Balance', { selector: 'th *' }));
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(params(lists()[2])).toMatchObject({ sort: 'balance', order: 'asc' });

    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Payment' })).getByText('Overdue'));
    await waitFor(() => expect(lists()).toHaveLength(4));
    expect(params(lists()[3])).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'balance',
      order: 'asc',
      payment: 'overdue',
    });
  });

  it('downloads the filtered list as CSV, and says when it cannot', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let failing = false;
    const api = mockApi({
      'GET /api/documents/all': page([invoice(1)]),
      'GET /api/clients': { body: { success: true, data: [] } },
      'GET /api/documents/export.csv': () =>
        failing
          ? new Response('{"success":false}', { status: 503 })
          : new Response('Number\r\n', {
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="paydraft-documents-2026-11-25.csv"',
              },
            }),
    });
    render();
    await screen.findByText('INV-1');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Payment' })).getByText('Unpaid'));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'paydraft-documents-2026-11-25.csv',
    );
    expect(params(api.callsTo('GET /api/documents/export.csv')[0])).toEqual({ payment: 'unpaid' });

    failing = true;
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Failed to export documents')).toBeInTheDocument();
    click.mockRestore();
  });
});
