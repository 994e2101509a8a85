import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore } from '../../../test/session';
import type { InvoicePayment, PaidInvoice } from '../api/paymentsApi';
import { PaymentsPanel } from './PaymentsPanel';

// antd's Modal and Form take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const UNPAID: PaidInvoice = {
  id: 'inv-1',
  document_number: 'INV-1',
  status: 'sent',
  currency: 'EUR',
  client_id: 'c-1',
  payments: [],
  amount_paid: '0.00',
  balance_due: '100.00',
};
const PAYMENT: InvoicePayment = {
  id: 'p-1',
  amount: '30.00',
  currency: 'EUR',
  date: '2026-11-20',
  method: 'bank_transfer',
  reference: 'T-77',
  note: '',
  source: 'manual',
  needs_review: false,
  recorded_at: '2026-11-20T10:00:00.000Z',
};
const PART_PAID: PaidInvoice = {
  ...UNPAID,
  status: 'partially_paid',
  payments: [PAYMENT],
  amount_paid: '30.00',
  balance_due: '70.00',
};

const CLIENT = { body: { success: true, data: { id: 'c-1', business_email: 'ada@client.example' } } };
const invoiceReply = (invoice: PaidInvoice) => ({ body: { success: true, data: invoice } });

function routes(overrides: Record<string, MockRoute> = {}) {
  return mockApi({ 'GET /api/clients/c-1': CLIENT, ...overrides });
}

const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('PaymentsPanel', () => {
  it('records a part payment from the dialog, prefilled with the balance, and lists it', async () => {
    let current = UNPAID;
    const api = routes({
      'GET /api/documents/invoice/inv-1': () => invoiceReply(current),
      'POST /api/documents/invoice/inv-1/payments': () => {
        current = PART_PAID;
        return {
          status: 201,
          body: { success: true, invoice: PART_PAID, payment: PAYMENT, credit_note: null },
        };
      },
    });
    renderWithProviders(<PaymentsPanel invoiceId="inv-1" number="INV-1" />, {
      store: signedInStore(),
      detachedStyles: true,
    });

    await screen.findByText('No payments recorded yet');
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /Record payment/ }));
    const modal = await dialog('Record payment · INV-1');
    const amount = await within(modal).findByRole('spinbutton', { name: /Amount/ });
    expect((amount as HTMLInputElement).value).toBe('100.00');
    expect(within(modal).queryByText(/overpayment/)).not.toBeInTheDocument();

    await user().clear(amount);
    await user().type(amount, '30');
    await user().type(within(modal).getByRole('textbox', { name: 'Reference' }), 'T-77');
    await user().click(within(modal).getByRole('checkbox', { name: 'Email a receipt to the client' }));
    expect(within(modal).getByRole('textbox', { name: 'Client email' })).toHaveValue('ada@client.example');
    await user().click(within(modal).getByRole('button', { name: 'Record payment' }));

    await screen.findByRole('listitem', { name: 'Bank transfer of €30.00 on November 20, 2026' });
    const [posted] = api.callsTo('POST /api/documents/invoice/inv-1/payments');
    expect(JSON.parse(posted.body)).toMatchObject({
      amount: '30',
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'T-77',
      send_receipt: true,
      receipt_email: 'ada@client.example',
    });
    expect(JSON.parse(posted.body)).not.toHaveProperty('overpayment');
    expect(screen.getByText('€70.00')).toBeInTheDocument();
  });

  it('offers the overpayment only above the balance, and says what the refusal code means', async () => {
    routes({
      'GET /api/documents/invoice/inv-1': invoiceReply(PART_PAID),
      'POST /api/documents/invoice/inv-1/payments': {
        status: 422,
        body: { success: false, error: 'Payment exceeds balance', code: 'documents.payment_exceeds_balance' },
      },
    });
    renderWithProviders(<PaymentsPanel invoiceId="inv-1" number="INV-1" />, {
      store: signedInStore(),
      detachedStyles: true,
    });
    await screen.findByText('T-77', { exact: false });
    await user().click(screen.getByRole('button', { name: /Record payment/ }));
    const modal = await dialog('Record payment · INV-1');
    const amount = await within(modal).findByRole('spinbutton', { name: /Amount/ });
    await user().clear(amount);
    await user().type(amount, '90');
    const overpayment = within(modal).getByRole('checkbox', {
      name: 'Record the excess as an overpayment (credit note)',
    });
    await user().click(within(modal).getByRole('button', { name: 'Record payment' }));
    await within(modal).findByText(/more than the balance due: lower it/);
    await user().click(overpayment);
    await user().click(within(modal).getByRole('button', { name: 'Record payment' }));
    await within(modal).findByText(/Lower the amount, or record the excess as an overpayment/);
  });

  it('deletes a payment of the owner after a confirmation', async () => {
    const api = routes({
      'GET /api/documents/invoice/inv-1': invoiceReply(PART_PAID),
      'DELETE /api/documents/invoice/inv-1/payments/p-1': invoiceReply(UNPAID),
    });
    renderWithProviders(<PaymentsPanel invoiceId="inv-1" number="INV-1" />, {
      store: signedInStore(),
      detachedStyles: true,
    });
    const item = await screen.findByRole('listitem', {
      name: 'Bank transfer of €30.00 on November 20, 2026',
    });
    await user().click(within(item).getByRole('button', { name: /Delete payment/ }));
    await user().click(await screen.findByRole('button', { name: 'Delete payment' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/documents/invoice/inv-1/payments/p-1')).toHaveLength(1),
    );
  });

  it('marks a card payment, flags one to check, and offers no delete for it (a refund in Stripe undoes it)', async () => {
    routes({
      'GET /api/documents/invoice/inv-1': invoiceReply({
        ...PART_PAID,
        payments: [{ ...PAYMENT, method: 'card', source: 'stripe', needs_review: true }],
      }),
    });
    renderWithProviders(<PaymentsPanel invoiceId="inv-1" number="INV-1" />, {
      store: signedInStore(),
      detachedStyles: true,
    });
    const item = await screen.findByRole('listitem', { name: 'Card of €30.00 on November 20, 2026' });
    expect(within(item).getByText('Paid online')).toBeInTheDocument();
    expect(within(item).getByText('Check this payment')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Delete payment/ })).not.toBeInTheDocument();
  });
});
