import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../test/mockApi';
import { renderAuthPage } from '../../features/auth/testing/renderAuthPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const SENT = 'If an account exists for that address, a reset link is on its way.';

describe('ForgotPasswordPage', () => {
  it('asks for a reset link and says one is on its way', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { body: { success: true, message: SENT } },
    });
    renderAuthPage(<ForgotPasswordPage />, '/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com {Enter}');

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/auth/forgot-password')[0].body)).toEqual({
      email: 'ada@example.com',
    });
  });

  it.each([
    [
      'the server error',
      apiError(400, 'Please enter a valid email address', 'request.invalid_body'),
      'Please enter a valid email address',
    ],
    ["'Something went wrong' without one", { status: 502, body: null }, 'Something went wrong'],
    ['the network message', 'network' as const, 'Network error. Please try again.'],
  ])('shows %s', async (_case, reply, message) => {
    mockApi({ 'POST /api/auth/forgot-password': reply });
    renderAuthPage(<ForgotPasswordPage />, '/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
