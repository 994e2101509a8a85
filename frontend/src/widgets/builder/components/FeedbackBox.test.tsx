import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FeedbackBox } from './FeedbackBox';

describe('FeedbackBox', () => {
  it('refuses empty feedback, then sends it as category feedback', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } }),
      );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<FeedbackBox />, { detachedStyles: true });

    await user.click(screen.getByRole('button', { name: /Send feedback/ }));
    expect(screen.getByText('Please write your feedback first')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your feedback'), 'Love it');
    await user.click(screen.getByRole('button', { name: /Send feedback/ }));

    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/send-email');
    expect(await request.json()).toEqual({
      name: 'Builder visitor',
      message: 'Love it',
      category: 'feedback',
    });
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
  });

  it("opens 'Feedback Failed' with the server's message", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, error: 'Mailer unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<FeedbackBox />, { detachedStyles: true });

    await user.type(screen.getByLabelText('Your feedback'), 'Bug');
    await user.click(screen.getByRole('button', { name: /Send feedback/ }));

    expect(await screen.findByRole('dialog', { name: 'Feedback Failed' })).toHaveTextContent(
      'Failed to send feedback: Mailer unavailable',
    );
  });
});
