import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type MockRoute } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInStore } from '../../test/session';
import { ClientDocumentsCard } from '../clients/components/ClientDocumentsCard';
import { aClient } from '../clients/testing/clientFixtures';
import { HistorySection } from './HistorySection';

// Where the Send dialog opens from: the history row and the client detail's documents.
jest.setTimeout(40_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const document = (fields: Record<string, unknown> = {}) => ({
  id: 'd-1',
  document_type: 'invoice',
  document_number: 'INV-1',
  client_id: 'c-1',
  status: 'draft',
  issue_date: '2026-11-01',
  currency: 'USD',
  total_amount: '110.00',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...fields,
});
const page = (data: unknown[]) => ({
  body: {
    success: true,
    data,
    total: data.length,
    counts: { all: 1, invoice: 1, quote: 0 },
    page: 1,
    pageSize: 10,
  },
});

const SHARING: Record<string, MockRoute> = {
  'GET /api/form-preferences': { body: { success: true, preferences: { business_name: 'Acme Studio' } } },
  'POST /api/documents/invoice/d-1/share': {
    body: { success: true, data: { token: 'tok-1', url: '/view/invoice/tok-1' } },
  },
};
const SENT = {
  body: { success: true, data: { url: '/view/invoice/tok-1', document: document({ status: 'sent' }) } },
};

const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const recipient = () => screen.getByRole('textbox', { name: /Recipient email/ }) as HTMLInputElement;

/** Preview, then Send: the preview dialog, for what happens next. */
async function previewAndSend() {
  const compose = await dialog('Send Invoice INV-1');
  await waitFor(() => expect(recipient().value).not.toBe(''));
  await user().click(within(compose).getByRole('button', { name: /Preview/ }));
  const preview = await dialog('Email Preview');
  await user().click(within(preview).getByRole('button', { name: /Send/ }));
  return preview;
}

describe('Send Email from Document History', () => {
  const renderHistory = () =>
    renderWithProviders(<HistorySection />, { store: signedInStore(), detachedStyles: true });

  it("prefills the client's address and reloads the list after sending", async () => {
    const api = mockApi({
      ...SHARING,
      'GET /api/documents/all': page([document()]),
      'GET /api/clients': { body: { success: true, data: [aClient({ business_email: 'ap@acme.example' })] } },
      'POST /api/send-email/send-document': SENT,
    });
    renderHistory();

    await user().click(await screen.findByRole('button', { name: 'Email INV-1' }));
    await dialog('Send Invoice INV-1');
    await waitFor(() => expect(recipient().value).toBe('ap@acme.example'));
    await previewAndSend();

    await dialog('Email Sent Successfully!');
    expect(JSON.parse(api.callsTo('POST /api/send-email/send-document')[0].body)).toMatchObject({
      documentId: 'd-1',
      documentType: 'invoice',
      recipient: 'ap@acme.example',
    });
    await waitFor(() => expect(api.callsTo('GET /api/documents/all')).toHaveLength(2));
  });

  it("says 'Failed to send email' with the server's reason", async () => {
    mockApi({
      ...SHARING,
      'GET /api/documents/all': page([document()]),
      'GET /api/clients': { body: { success: true, data: [aClient()] } },
      'POST /api/send-email/send-document': apiError(
        400,
        'Please enter a valid email address',
        'documents.invalid_recipient',
      ),
    });
    renderHistory();

    await user().click(await screen.findByRole('button', { name: 'Email INV-1' }));
    const preview = await previewAndSend();

    expect(await within(preview).findByText('Failed to send email')).toBeInTheDocument();
    expect(within(preview).getByText('Please enter a valid email address')).toBeInTheDocument();
  });
});

describe('Email from the client detail', () => {
  const renderCard = () =>
    renderWithProviders(<ClientDocumentsCard clientId="c-1" />, {
      store: signedInStore(),
      detachedStyles: true,
    });

  it('prefills the client, then marks the document sent at once', async () => {
    let listed = 0;
    mockApi({
      ...SHARING,
      // The reload after sending may come later than the local mark: it still answers draft here.
      'GET /api/documents/all': () => {
        listed += 1;
        return listed === 1 ? page([document()]) : new Promise(() => undefined);
      },
      'GET /api/clients/c-1': { body: { success: true, data: aClient() } },
      'POST /api/send-email/send-document': SENT,
    });
    renderCard();

    expect(await screen.findByRole('combobox', { name: 'Status of INV-1' })).toBeInTheDocument();
    expect(screen.getByTitle('Draft')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Email INV-1' }));
    await dialog('Send Invoice INV-1');
    await waitFor(() => expect(recipient().value).toBe('wile@acme.example'));
    await previewAndSend();

    await dialog('Email Sent Successfully!');
    await waitFor(() => expect(screen.getByTitle('Sent')).toBeInTheDocument());
  });

  it("says 'Error sending email: {message}'", async () => {
    mockApi({
      ...SHARING,
      'GET /api/documents/all': page([document()]),
      'GET /api/clients/c-1': { body: { success: true, data: aClient() } },
      'POST /api/send-email/send-document': apiError(
        429,
        'Too many emails sent in the last hour',
        'documents.send_limit',
      ),
    });
    renderCard();

    await user().click(await screen.findByRole('button', { name: 'Email INV-1' }));
    const preview = await previewAndSend();

    expect(
      await within(preview).findByText('Error sending email: Too many emails sent in the last hour'),
    ).toBeInTheDocument();
  });
});
