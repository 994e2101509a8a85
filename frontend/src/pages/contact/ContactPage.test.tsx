import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactPage } from './ContactPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const reasonShown = () =>
  screen.getByRole('combobox', { name: 'Reason' }).closest('.ant-select')?.textContent ?? '';

describe('ContactPage', () => {
  it('has its own title and description', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact', detachedStyles: true });
    await waitFor(() => expect(document.title).toBe('Contact Us | Paydraft'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /8:00 to 22:00 U\.S\. Eastern Time/,
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(
      /\/contact$/,
    );
  });

  it.each([
    ['/contact', 'General Inquiry'],
    ['/contact?purpose=support', 'Support'],
    ['/contact?purpose=sales', 'Sales'],
    ['/contact?purpose=inquiries', 'General Inquiry'],
    ['/contact?purpose=feedback', 'Feedback'],
    ['/contact?purpose=nonsense', 'General Inquiry'],
  ])('%s preselects %s', (route, label) => {
    renderWithProviders(<ContactPage />, { route, detachedStyles: true });
    expect(reasonShown()).toContain(label);
  });

  it("shows the spec's messages and clears each when its field is edited", async () => {
    const api = mockApi({});
    renderWithProviders(<ContactPage />, { route: '/contact', detachedStyles: true });

    await user().click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Either name or business is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/send-email')).toHaveLength(0);

    await user().type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Either name or business is required')).not.toBeInTheDocument();
    await user().type(screen.getByLabelText('Message'), 'Hi');
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it("sends every field with the category from ?purpose= (the mailer picks the mailbox), then 'Message Sent!' and a clear form", async () => {
    const api = mockApi({ 'POST /api/send-email': { body: { success: true, messageId: 'm1' } } });
    renderWithProviders(<ContactPage />, { route: '/contact?purpose=sales', detachedStyles: true });

    await user().type(screen.getByLabelText('Business'), 'Acme Ltd');
    await user().type(screen.getByLabelText('Phone (optional)'), '+1 555 0100');
    await user().type(screen.getByLabelText('Location (optional)'), 'Boston');
    await user().type(screen.getByLabelText('Email'), 'buyer@acme.test');
    await user().type(screen.getByLabelText('Message'), 'Ten seats, please.');
    await user().click(screen.getByRole('button', { name: /Send Message/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    const [call] = api.callsTo('POST /api/send-email');
    expect(call.authorization).toBeNull();
    const body = JSON.parse(call.body) as Record<string, unknown>;
    expect(body).toEqual({
      name: '',
      business: 'Acme Ltd',
      phone: '+1 555 0100',
      location: 'Boston',
      email: 'buyer@acme.test',
      message: 'Ten seats, please.',
      category: 'sales',
    });
    // The address is the server's to choose (sales → the sales mailbox); the page never names one.
    expect(body).not.toHaveProperty('to');
    await waitFor(() => expect(screen.getByLabelText('Business')).toHaveValue(''));
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');

    await user().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Message Sent!' })).not.toBeInTheDocument(),
    );
  });

  it("opens 'Send message Failed' when sending fails, keeping what was typed", async () => {
    mockApi({ 'POST /api/send-email': { status: 503, body: {} } });
    renderWithProviders(<ContactPage />, { route: '/contact?purpose=feedback', detachedStyles: true });

    await user().type(screen.getByLabelText('Name'), 'Ada');
    await user().type(screen.getByLabelText('Email'), 'ada@example.com');
    await user().type(screen.getByLabelText('Message'), 'A bug');
    await user().click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByRole('dialog', { name: 'Send message Failed' })).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('A bug');
  });
});
