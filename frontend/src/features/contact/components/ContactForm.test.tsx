import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ContactForm } from './ContactForm';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('ContactForm', () => {
  it("shows the spec's three messages, and clears each when its field is edited", async () => {
    const api = mockApi({});
    renderWithProviders(<ContactForm />, { detachedStyles: true });

    await user().click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Either name or business is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user().type(screen.getByLabelText('Business'), 'Acme');
    expect(screen.queryByText('Either name or business is required')).not.toBeInTheDocument();
    await user().type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it("sends without authorization, with the chosen reason, then says 'Message Sent!'", async () => {
    const api = mockApi({ 'POST /api/send-email': { body: { success: true } } });
    renderWithProviders(<ContactForm initial={{ name: 'Ada', email: 'ada@example.com' }} />, {
      detachedStyles: true,
    });

    await user().type(screen.getByLabelText('Message'), 'The PDF button is slow');
    await user().click(screen.getByRole('combobox', { name: 'Reason' }));
    await user().click(await screen.findByTitle('Feedback'));
    await user().click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByRole('dialog', { name: 'Message Sent!' })).toHaveTextContent(
      "Your message has been sent successfully. We'll get back to you soon.",
    );
    const [call] = api.callsTo('POST /api/send-email');
    expect(call.authorization).toBeNull();
    expect(JSON.parse(call.body)).toEqual({
      name: 'Ada',
      business: '',
      email: 'ada@example.com',
      message: 'The PDF button is slow',
      category: 'feedback',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  it("opens 'Send message Failed' with the server's words", async () => {
    mockApi({ 'POST /api/send-email': { status: 503, body: { success: false, error: 'Mail is down' } } });
    renderWithProviders(<ContactForm initial={{ name: 'Ada', email: 'ada@example.com' }} />, {
      detachedStyles: true,
    });

    await user().type(screen.getByLabelText('Message'), 'Hello');
    await user().click(screen.getByRole('button', { name: /Send Message/ }));

    expect(await screen.findByRole('dialog', { name: 'Send message Failed' })).toHaveTextContent(
      'Mail is down',
    );
  });
});
