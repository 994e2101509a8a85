import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { reloadPage } from '../model/reloadPage';
import { jsonResponse, mockApi } from '../../../test/mockApi';
import { signedInStore } from '../../../test/session';
import { PasswordDialog } from './PasswordDialog';

jest.mock('../model/reloadPage', () => ({ reloadPage: jest.fn() }));

/** Renders the open dialog and waits until it has put the focus in its first field. */
async function renderDialog(hasPassword: boolean) {
  renderWithProviders(<PasswordDialog open hasPassword={hasPassword} onClose={jest.fn()} />, {
    store: signedInStore(),
    detachedStyles: true,
  });
  const firstField = screen.getByLabelText(hasPassword ? 'Current password' : 'New password');
  await waitFor(() => expect(firstField).toHaveFocus());
}

const fill = async (label: string, value: string) => {
  if (value) await userEvent.type(screen.getByLabelText(label), value);
};

describe('the password dialog', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.mocked(reloadPage).mockClear();
  });

  describe("'Change Password' (the account has one)", () => {
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    it('asks for the current, new and confirmed password', async () => {
      await renderDialog(true);

      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
      await fill('New password', 'secret1');
      await fill('Confirm new password', 'secret1');
      await submit();

      expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    });

    it.each([
      ['secret1', 'secret2', 'Passwords do not match'],
      ['short', 'short', 'Password must be at least 6 characters long'],
    ])('refuses %s / %s: %s', async (newPassword, confirmation, message) => {
      await renderDialog(true);

      await fill('Current password', 'old-secret');
      await fill('New password', newPassword);
      await fill('Confirm new password', confirmation);
      await submit();

      expect(await screen.findByText(message)).toBeInTheDocument();
    });

    it("shows the server's reason, e.g. a wrong current password", async () => {
      mockApi({
        'POST /api/auth/change-password': () =>
          jsonResponse(
            { success: false, error: 'Current password is incorrect', code: 'auth.wrong_password' },
            400,
          ),
      });
      await renderDialog(true);

      await fill('Current password', 'wrong');
      await fill('New password', 'secret1');
      await fill('Confirm new password', 'secret1');
      await submit();

      expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    });

    it('changes the password, then reloads the page after 1.5 s', async () => {
      const api = mockApi({ 'POST /api/auth/change-password': () => jsonResponse({ success: true }) });
      await renderDialog(true);
      await fill('Current password', 'old-secret');
      await fill('New password', 'secret1');
      await fill('Confirm new password', 'secret1');

      jest.useFakeTimers();
      await act(async () => screen.getByRole('button', { name: 'Change Password' }).click());

      expect(await screen.findByText(/Password updated successfully/)).toBeInTheDocument();
      expect(JSON.parse(api.callsTo('POST /api/auth/change-password')[0].body)).toEqual({
        currentPassword: 'old-secret',
        newPassword: 'secret1',
      });
      act(() => jest.advanceTimersByTime(1400));
      expect(reloadPage).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
  });

  describe("'Set Password' (an account made with Google)", () => {
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set Password' }));

    it('asks for no current password, and for both new fields', async () => {
      await renderDialog(false);

      expect(screen.getByRole('dialog', { name: 'Set Password' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
      await fill('New password', 'secret1');
      await submit();

      expect(await screen.findByText('Password and confirmation are required')).toBeInTheDocument();
    });

    it('sets the first password', async () => {
      const api = mockApi({ 'POST /api/auth/set-password': () => jsonResponse({ success: true }) });
      await renderDialog(false);

      await fill('New password', 'secret1');
      await fill('Confirm new password', 'secret1');
      await submit();

      expect(await screen.findByText(/Password updated successfully/)).toBeInTheDocument();
      expect(JSON.parse(api.callsTo('POST /api/auth/set-password')[0].body)).toEqual({
        newPassword: 'secret1',
      });
    });
  });
});
