import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../test/mockApi';
import { renderAuthPage } from '../../features/auth/testing/renderAuthPage';
import { ResetPasswordPage } from './ResetPasswordPage';

describe('ResetPasswordPage', () => {
  it("says 'Invalid reset link' without a token, with a way to ask for a new one", () => {
    renderAuthPage(<ResetPasswordPage />, '/reset-password');

    expect(screen.getByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the passwords match, then their length, then sets the new one and opens /login after 2 s', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': {
        body: { success: true, message: 'Password has been reset. You can now sign in.' },
      },
    });
    renderAuthPage(<ResetPasswordPage />, '/reset-password?token=tok%2Ben');
    const user = userEvent.setup();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await user.type(password, 'abc');
    await user.type(confirm, 'abd{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(confirm);
    await user.type(confirm, 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');

    await user.clear(password);
    await user.type(password, 'newsecret');
    await user.clear(confirm);
    await user.type(confirm, 'newsecret{Enter}');

    expect(await screen.findByText('Password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/auth/reset-password')[0].body)).toEqual({
      token: 'tok+en',
      password: 'newsecret',
    });
    expect(
      await screen.findByRole('heading', { name: 'Landed on /login' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the link has been used or has expired", async () => {
    mockApi({
      'POST /api/auth/reset-password': apiError(
        400,
        'This reset link is invalid or has expired',
        'auth.invalid_reset_token',
      ),
    });
    renderAuthPage(<ResetPasswordPage />, '/reset-password?token=used');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm new password'), 'newsecret{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  });
});
