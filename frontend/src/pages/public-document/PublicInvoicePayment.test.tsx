import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi, type MockRoute } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { ApiPublicDocument } from '../../shared/api/generated';
import { publicDocument } from '../../test/publicDocument';
import { PublicDocumentPage } from './PublicDocumentPage';

jest.setTimeout(60_000);

const INVOICE = publicDocument({
  document_type: 'invoice',
  document_number: 'INV-7',
  status: 'partially_paid',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  po_number: '',
  payment_terms: '',
  currency: 'EUR',
  tax_rate: '0',
  discount_percentage: '0',
  sender_info: 'Acme Studio',
  receiver_info: 'Globex Corp',
  items: [{ description: 'Design work', qty: '1', price: '100.00' }],
  custom_columns: [],
  notes: '',
  total_amount: '100.00',
  logo_url: null,
  business_name: 'Acme Studio',
  signer_name: null,
  decided_at: null,
  amount_paid: '20.00',
  balance_due: '80.00',
  pay_now: { amount: '80.00', currency: 'EUR' },
});
const PAID: ApiPublicDocument = {
  ...INVOICE,
  status: 'paid',
  amount_paid: '100.00',
  balance_due: '0.00',
  pay_now: null,
};
const URL = '/api/documents/invoice/tok-i';
const reply = (document: ApiPublicDocument) => ({ body: { success: true, data: document } });

function renderPage(route: string, routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  const redirect = jest.fn();
  renderWithProviders(
    <Routes>
      <Route path="/view/:type/:id" element={<PublicDocumentPage redirect={redirect} />} />
    </Routes>,
    { route, detachedStyles: true },
  );
  return { api, redirect };
}

describe('paying an invoice from its public view', () => {
  it("shows what is left with 'Pay now', and goes to the Checkout page it asks for", async () => {
    const { api, redirect } = renderPage('/view/invoice/tok-i', {
      [`GET ${URL}`]: reply(INVOICE),
      [`POST ${URL}/pay`]: { body: { url: 'https://checkout.stripe.test/c/pay/cs_1' } },
    });
    const pay = await screen.findByRole('button', { name: /Pay now · €80\.00/ });
    expect(screen.getByText('Amount paid')).toBeInTheDocument();
    expect(screen.getAllByText('€80.00').length).toBeGreaterThan(0);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.callsTo(`POST ${URL}/pay`)[0].authorization).toBeNull();
  });

  it('shows a paid invoice as Paid, with no button', async () => {
    renderPage('/view/invoice/tok-i', { [`GET ${URL}`]: reply(PAID) });
    await waitFor(() => expect(document.querySelector('.public-doc__paid')).toHaveTextContent('Paid'));
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
    // Nothing is due any more: the headline says what was paid, not 'Total Due'.
    expect(document.querySelector('.public-doc__amount-label')).toHaveTextContent('Total paid');
  });

  it('back from Checkout before the webhook: processing, then thanks once the invoice reads as paid', async () => {
    let answers = 0;
    const { api } = renderPage('/view/invoice/tok-i?payment=success', {
      [`GET ${URL}`]: () => reply(answers++ === 0 ? INVOICE : PAID),
    });
    await screen.findByText('Payment processing…');
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    await screen.findByText('Thank you, your payment was received');
    expect(api.callsTo(`GET ${URL}`).length).toBe(2);
  });

  it('back from a cancelled Checkout: a neutral word, and Pay now still there', async () => {
    renderPage('/view/invoice/tok-i?payment=cancelled', { [`GET ${URL}`]: reply(INVOICE) });
    await screen.findByText('Payment cancelled. You have not been charged.');
    expect(screen.getByRole('button', { name: /Pay now · €80\.00/ })).toBeInTheDocument();
  });

  it('says so when nothing is due any more', async () => {
    renderPage('/view/invoice/tok-i', {
      [`GET ${URL}`]: reply(INVOICE),
      [`POST ${URL}/pay`]: {
        status: 409,
        body: { success: false, error: 'Nothing is due', code: 'documents.nothing_due' },
      },
    });
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(await screen.findByRole('button', { name: /Pay now/ }));
    await screen.findByText('Nothing is due on this invoice any more.');
  });
});
