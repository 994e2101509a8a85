import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type MockRoute } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInStore, TEST_TOKEN } from '../../../test/session';
import type { ShareableDocument } from '../api/sharingApi';
import { SendDocumentDialog } from './SendDocumentDialog';

// antd's Modal and Form take seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const INVOICE: ShareableDocument = { id: 'd-1', document_type: 'invoice', document_number: 'INV-1' };
const LINK = 'http://localhost/view/invoice/tok-1';

const PREFERENCES = { body: { success: true, preferences: { business_name: 'Acme Studio' } } };
const SHARE = { body: { success: true, data: { token: 'tok-1', url: '/view/invoice/tok-1' } } };
const SENT = {
  body: {
    success: true,
    data: { url: '/view/invoice/tok-1', document: { id: 'd-1', status: 'sent' } },
  },
};

const routes = (overrides: Record<string, MockRoute> = {}) =>
  mockApi({
    'GET /api/form-preferences': PREFERENCES,
    'POST /api/documents/invoice/d-1/share': SHARE,
    'POST /api/send-email/send-document': SENT,
    ...overrides,
  });

function renderDialog(props: Partial<React.ComponentProps<typeof SendDocumentDialog>> = {}) {
  const handlers = { onClose: jest.fn(), onSent: jest.fn() };
  renderWithProviders(
    <SendDocumentDialog
      document={INVOICE}
      recipient="billing@client.example"
      failureText={(reason) => `Error sending email: ${reason}`}
      {...handlers}
      {...props}
    />,
    { store: signedInStore(), detachedStyles: true },
  );
  return handlers;
}

// The test build gives every antd id 'test-id': find a dialog by its title.
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('SendDocumentDialog', () => {
  it("prefills the client's address, a subject with the business name and a friendly message", async () => {
    routes();
    renderDialog();

    await dialog('Send Invoice INV-1');
    await waitFor(() => expect(field('Recipient email').value).toBe('billing@client.example'));
    expect(field('Subject').value).toBe('Invoice INV-1 from Acme Studio');
    expect(field(/^Message/).value).toMatch(
      /^Hello,\n\nHere is invoice INV-1\. You can view it and download the PDF from the link\./,
    );
    expect(field(/^Message/).value).toMatch(/Thank you,\nAcme Studio$/);
  });

  it("suggests the subject and message in the document's language: a German invoice's client reads German", async () => {
    routes();
    renderDialog({ document: { ...INVOICE, document_number: 'RE-7', language: 'de-DE' } });

    await dialog('Send Invoice RE-7');
    await waitFor(() => expect(field('Subject').value).toBe('Rechnung RE-7 von Acme Studio'));
    expect(field(/^Message/).value).toBe(
      [
        'Guten Tag,',
        '',
        'anbei die Rechnung RE-7. Über den Link können Sie das Dokument ansehen und als PDF herunterladen.',
        '',
        'Bei Fragen melden Sie sich gern.',
        '',
        'Viele Grüße\nAcme Studio',
      ].join('\n'),
    );
  });

  it('falls back to the plain subject when no preferences are saved (404)', async () => {
    routes({ 'GET /api/form-preferences': { status: 404, body: { success: false } } });
    renderDialog({ recipient: undefined });

    await waitFor(() => expect(field('Subject').value).toBe('Invoice INV-1'));
    expect(field('Recipient email').value).toBe('');
  });

  it('requires a recipient that looks like an address before the preview', async () => {
    const api = routes();
    renderDialog({ recipient: '' });
    const compose = await dialog('Send Invoice INV-1');
    await waitFor(() => expect(field('Subject').value).not.toBe(''));

    await user().click(within(compose).getByRole('button', { name: /Preview/ }));
    expect(await screen.findByText('Please enter the recipient’s email address')).toBeInTheDocument();

    await user().type(field('Recipient email'), 'not-an-address');
    await user().click(within(compose).getByRole('button', { name: /Preview/ }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Email Preview')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/send-email/send-document')).toHaveLength(0);
  });

  it("previews, sends the spec's payload with the session, then says 'Email Sent Successfully!'", async () => {
    const api = routes();
    const { onClose, onSent } = renderDialog();
    const compose = await dialog('Send Invoice INV-1');
    await waitFor(() => expect(field('Subject').value).not.toBe(''));
    await user().clear(field(/^Message/));
    await user().type(field(/^Message/), 'Here it is.');

    await user().click(within(compose).getByRole('button', { name: /Preview/ }));
    const preview = await dialog('Email Preview');
    expect(within(preview).getByText('billing@client.example')).toBeInTheDocument();
    expect(within(preview).getByText('Invoice INV-1 from Acme Studio')).toBeInTheDocument();
    expect(within(preview).getByText('Here it is.')).toBeInTheDocument();
    expect(
      within(preview).getByText(/recipient gets a professional email with a link to view and download/),
    ).toBeInTheDocument();

    await user().click(within(preview).getByRole('button', { name: /Send/ }));
    const done = await dialog('Email Sent Successfully!');
    const [call] = api.callsTo('POST /api/send-email/send-document');
    expect(JSON.parse(call.body)).toEqual({
      documentId: 'd-1',
      documentType: 'invoice',
      recipient: 'billing@client.example',
      subject: 'Invoice INV-1 from Acme Studio',
      message: 'Here it is.',
    });
    expect(call.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(onSent).toHaveBeenCalledWith({
      url: '/view/invoice/tok-1',
      document: { id: 'd-1', status: 'sent' },
    });

    await user().click(within(done).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the preview open with the failure in the words the caller gives', async () => {
    routes({
      'POST /api/send-email/send-document': apiError(
        429,
        'Too many emails sent in the last hour',
        'documents.send_limit',
      ),
    });
    const { onSent } = renderDialog();
    const compose = await dialog('Send Invoice INV-1');
    await waitFor(() => expect(field('Subject').value).not.toBe(''));
    await user().click(within(compose).getByRole('button', { name: /Preview/ }));
    const preview = await dialog('Email Preview');
    await user().click(within(preview).getByRole('button', { name: /Send/ }));

    expect(
      await within(preview).findByText('Error sending email: Too many emails sent in the last hour'),
    ).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.queryByText('Email Sent Successfully!')).not.toBeInTheDocument();
  });

  describe('share link', () => {
    it('asks for the link when the dialog opens and shows it on this site', async () => {
      const api = routes();
      renderDialog();

      await waitFor(() => expect(field('Share link').value).toBe(LINK));
      expect(api.callsTo('POST /api/documents/invoice/d-1/share')).toHaveLength(1);
      expect(api.callsTo('POST /api/documents/invoice/d-1/share')[0].authorization).toBe(
        `Bearer ${TEST_TOKEN}`,
      );
    });

    it("copies the link and says 'Link copied'", async () => {
      routes();
      // user-event puts its own clipboard on navigator; the link must land in it.
      const clicks = user();
      renderDialog();
      await waitFor(() => expect(field('Share link').value).toBe(LINK));

      await clicks.click(screen.getByRole('button', { name: /Copy link/ }));
      await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));
      expect(await screen.findByText('Link copied')).toBeInTheDocument();
    });

    it('links to WhatsApp and SMS with the message and the link', async () => {
      routes();
      renderDialog();
      await waitFor(() => expect(field('Share link').value).toBe(LINK));
      await user().clear(field(/^Message/));
      await user().type(field(/^Message/), 'Your invoice:');

      const text = encodeURIComponent(`Your invoice: ${LINK}`);
      const whatsApp = screen.getByRole('link', { name: /WhatsApp/ });
      expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${text}`);
      expect(whatsApp).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: /SMS/ })).toHaveAttribute('href', `sms:?&body=${text}`);
    });

    it('makes a new link after a confirm, which says the old one stops working', async () => {
      const api = routes({
        'POST /api/documents/invoice/d-1/share/renew': {
          body: { success: true, data: { token: 'tok-2', url: '/view/invoice/tok-2' } },
        },
      });
      renderDialog();
      await waitFor(() => expect(field('Share link').value).toBe(LINK));

      await user().click(screen.getByRole('button', { name: /New link/ }));
      const confirm = (await screen.findByText(/The current link stops working/)).closest(
        '.ant-modal',
      ) as HTMLElement;
      expect(api.callsTo('POST /api/documents/invoice/d-1/share/renew')).toHaveLength(0);
      await user().click(within(confirm).getByRole('button', { name: 'New link' }));

      await waitFor(() => expect(field('Share link').value).toBe('http://localhost/view/invoice/tok-2'));
      expect(api.callsTo('POST /api/documents/invoice/d-1/share/renew')).toHaveLength(1);
    });
  });
});
