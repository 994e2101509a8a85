import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { jsonResponse, mockApi, type MockRoute } from '../../../test/mockApi';
import { signedInStore, testUser } from '../../../test/session';
import { AccountPanel } from './AccountPanel';

const meAnswer =
  (user: SessionUser): MockRoute =>
  () =>
    jsonResponse({ success: true, user });

function renderAccount(user: SessionUser, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /api/auth/me': meAnswer(user), ...routes });
  const store = signedInStore(user);
  renderWithProviders(<AccountPanel />, { store, detachedStyles: true });
  return { api, store };
}

const informationCard = async () => {
  await screen.findByText('Account Information');
  return within(screen.getByText('Account Information').closest('.ant-card') as HTMLElement);
};

describe('the account section', () => {
  afterEach(() => {
    localStorage.clear();
    jest.useRealTimers();
  });

  describe('Account Information', () => {
    it('shows the address, username, member-since date and the plan', async () => {
      renderAccount(testUser({ email: 'ada@example.com', username: 'ada' }));

      const card = await informationCard();
      expect(card.getByText('ada@example.com')).toBeInTheDocument();
      expect(card.getByText('ada')).toBeInTheDocument();
      expect(card.getByText('March 4, 2026')).toBeInTheDocument();
      // Billing unreachable here: the account's own flags decide.
      expect(await card.findByText('Free')).toBeInTheDocument();
      expect(screen.getByText('Account Actions')).toBeInTheDocument();
    });

    it("labels a tester's plan 'Lifetime (Beta Tester)' and an unset username 'Not set'", async () => {
      renderAccount(testUser({ isTester: true, username: null }));

      const card = await informationCard();
      expect(await card.findByText('Lifetime (Beta Tester)')).toBeInTheDocument();
      expect(card.getByText('Not set')).toBeInTheDocument();
    });

    it('names the plan as billing has it once billing answers', async () => {
      renderAccount(testUser(), {
        'GET /api/stripe/subscription-status': () =>
          jsonResponse({
            plan: 'pro',
            planLabel: 'Pro Monthly',
            hasSubscription: true,
            subscriptions: [],
            hasLifetimePurchase: false,
            lifetimePurchases: [],
            isTester: false,
          }),
      });

      const card = await informationCard();
      expect(await card.findByText('Pro Monthly')).toBeInTheDocument();
    });

    it('notes that the address belongs to the sign-in provider for a Google account', async () => {
      renderAccount(testUser({ hasPassword: false }));

      expect(await screen.findByText('Email is tied to the sign-in provider account')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Set Password/ })).toBeInTheDocument();
    });

    it("says so when the account can't be loaded", async () => {
      mockApi({ 'GET /api/auth/me': 'network' });
      renderWithProviders(<AccountPanel />, { store: signedInStore(), detachedStyles: true });

      expect(await screen.findByText('Failed to load account information')).toBeInTheDocument();
    });
  });

  describe('editing the email address', () => {
    const openEditor = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
      return screen.getByRole('textbox', { name: 'New email address' });
    };

    it('works from the keyboard: Escape closes the editor and gives the focus back to Edit', async () => {
      renderAccount(testUser());
      const input = await openEditor();
      expect(input).toHaveFocus();

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('textbox', { name: 'New email address' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();
    });

    it('points out an address that is not one', async () => {
      renderAccount(testUser());
      const input = await openEditor();

      await userEvent.clear(input);
      await userEvent.type(input, 'ada@nowhere');

      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    });

    it('just closes for an unchanged address, without asking the server', async () => {
      const { api } = renderAccount(testUser());
      await openEditor();

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(screen.queryByRole('textbox', { name: 'New email address' })).not.toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/check-email')).toHaveLength(0);
      expect(api.callsTo('POST /api/auth/change-email')).toHaveLength(0);
    });

    it('checks availability once typing pauses', async () => {
      const { api } = renderAccount(testUser(), {
        'POST /api/auth/check-email': () => jsonResponse({ available: true }),
      });
      const input = await openEditor();

      await userEvent.clear(input);
      await userEvent.type(input, 'ada@new.example');

      expect(await screen.findByText('Email address is available')).toBeInTheDocument();
      const checks = api.callsTo('POST /api/auth/check-email');
      expect(checks).toHaveLength(1);
      expect(JSON.parse(checks[0].body)).toEqual({ email: 'ada@new.example' });
    });

    it('refuses an address that is taken', async () => {
      renderAccount(testUser(), { 'POST /api/auth/check-email': () => jsonResponse({ available: false }) });
      const input = await openEditor();

      await userEvent.clear(input);
      await userEvent.type(input, 'taken@example.com');

      expect(await screen.findByText('This email address is not usable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('says when the availability check failed', async () => {
      renderAccount(testUser(), { 'POST /api/auth/check-email': 'network' });
      const input = await openEditor();

      await userEvent.clear(input);
      await userEvent.type(input, 'ada@new.example');

      expect(await screen.findByText('Error checking email availability')).toBeInTheDocument();
    });

    it('asks to wait when Save comes before the check has answered', async () => {
      const { api } = renderAccount(testUser(), {
        'POST /api/auth/check-email': () => jsonResponse({ available: true }),
      });
      const input = await openEditor();

      await userEvent.clear(input);
      await userEvent.type(input, 'ada@new.example{Enter}');

      expect(screen.getByText('Please wait for email validation to complete')).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/change-email')).toHaveLength(0);
    });

    it("shows the server's reason when the change is refused, and the banner goes after 5 s", async () => {
      renderAccount(testUser(), {
        'POST /api/auth/check-email': () => jsonResponse({ available: true }),
        'POST /api/auth/change-email': () =>
          jsonResponse(
            { success: false, error: 'Too many emails to this address', code: 'request.rate_limited' },
            429,
          ),
      });
      const input = await openEditor();
      await userEvent.clear(input);
      await userEvent.type(input, 'ada@new.example');
      await screen.findByText('Email address is available');

      jest.useFakeTimers();
      await act(async () => screen.getByRole('button', { name: 'Save' }).click());

      expect(await screen.findByText('Too many emails to this address')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Too many emails to this address')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Too many emails to this address')).not.toBeInTheDocument();
    });
  });

  describe('a pending email change', () => {
    const pendingUser = testUser({ pendingEmail: 'ada@new.example' });

    it("shows the pending address with 'Send again' held back for 60 s after a request", async () => {
      // The server keeps the address as pending once asked; the page reads the account again.
      let account = testUser();
      const { api } = renderAccount(account, {
        'GET /api/auth/me': () => jsonResponse({ success: true, user: account }),
        'POST /api/auth/check-email': () => jsonResponse({ available: true }),
        'POST /api/auth/change-email': () => {
          account = { ...account, pendingEmail: 'ada@new.example' };
          return jsonResponse({
            success: true,
            message: 'A confirmation link is on its way',
            pendingEmail: 'ada@new.example',
          });
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
      const input = screen.getByRole('textbox', { name: 'New email address' });
      await userEvent.clear(input);
      await userEvent.type(input, 'ada@new.example');
      await screen.findByText('Email address is available');

      jest.useFakeTimers();
      await act(async () => screen.getByRole('button', { name: 'Save' }).click());

      expect(await screen.findByText('ada@new.example')).toBeInTheDocument();
      expect(screen.getByText('A confirmation link is on its way')).toBeInTheDocument();
      expect(JSON.parse(api.callsTo('POST /api/auth/change-email')[0].body)).toEqual({
        newEmail: 'ada@new.example',
      });
      const sendAgain = () => screen.getByRole('button', { name: /Send again/ });
      expect(sendAgain()).toHaveTextContent('Send again (60s)');
      expect(sendAgain()).toBeDisabled();

      act(() => jest.advanceTimersByTime(1000));
      expect(sendAgain()).toHaveTextContent('Send again (59s)');
      act(() => jest.advanceTimersByTime(58_000));
      expect(sendAgain()).toHaveTextContent('Send again (1s)');
      act(() => jest.advanceTimersByTime(1000));
      expect(sendAgain()).toHaveTextContent(/^Send again$/);
      expect(sendAgain()).toBeEnabled();
    });

    it('sends the confirmation again and restarts the wait', async () => {
      const { api } = renderAccount(pendingUser, {
        'POST /api/auth/change-email': () =>
          jsonResponse({
            success: true,
            message: 'A confirmation link is on its way',
            pendingEmail: 'ada@new.example',
          }),
      });

      const sendAgain = await screen.findByRole('button', { name: /Send again/ });
      expect(sendAgain).toBeEnabled();
      await userEvent.click(sendAgain);

      await waitFor(() => expect(screen.getByRole('button', { name: /Send again/ })).toBeDisabled());
      expect(JSON.parse(api.callsTo('POST /api/auth/change-email')[0].body)).toEqual({
        newEmail: 'ada@new.example',
      });
    });

    it("says 'Failed to resend email' when sending again fails", async () => {
      renderAccount(pendingUser, { 'POST /api/auth/change-email': 'network' });

      await userEvent.click(await screen.findByRole('button', { name: /Send again/ }));

      expect(await screen.findByText('Failed to resend email')).toBeInTheDocument();
    });
  });

  describe('editing the username', () => {
    const openEditor = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Edit username' }));
      return screen.getByRole('textbox', { name: 'New username' });
    };

    it('requires a username and explains the rules', async () => {
      renderAccount(testUser());
      const input = await openEditor();

      expect(
        screen.getByText('Choose a unique username (3-30 characters, letters and numbers only).'),
      ).toBeInTheDocument();
      await userEvent.clear(input);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText('Username is required')).toBeInTheDocument();

      await userEvent.type(input, 'ab{Enter}');
      expect(screen.getByText('Username must be between 3 and 30 characters long')).toBeInTheDocument();
    });

    it('points out characters other than letters and numbers at once', async () => {
      renderAccount(testUser());
      const input = await openEditor();

      await userEvent.type(input, '_');

      expect(screen.getByText('Username can only contain letters and numbers')).toBeInTheDocument();
    });

    it('checks availability and saves the new username', async () => {
      const { api } = renderAccount(testUser(), {
        'GET /api/auth/check-username-auth/*': () =>
          jsonResponse({ available: true, message: 'Username is available' }),
        'POST /api/auth/change-username': () => jsonResponse({ success: true }),
      });
      const input = await openEditor();
      await userEvent.clear(input);
      await userEvent.type(input, 'lovelace');

      expect(await screen.findByText('Username is available')).toBeInTheDocument();
      expect(api.callsTo('GET /api/auth/check-username-auth/lovelace')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Username updated successfully')).toBeInTheDocument();
      expect(JSON.parse(api.callsTo('POST /api/auth/change-username')[0].body)).toEqual({
        newUsername: 'lovelace',
      });
    });

    it("refuses a taken username with the server's words", async () => {
      renderAccount(testUser(), {
        'GET /api/auth/check-username-auth/*': () =>
          jsonResponse({ available: false, message: 'Username is already taken' }),
      });
      const input = await openEditor();
      await userEvent.clear(input);
      await userEvent.type(input, 'babbage');

      expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it("says 'Unable to check username availability' when the check fails", async () => {
      renderAccount(testUser(), { 'GET /api/auth/check-username-auth/*': 'network' });
      const input = await openEditor();
      await userEvent.clear(input);
      await userEvent.type(input, 'lovelace');

      expect(await screen.findByText('Unable to check username availability')).toBeInTheDocument();
    });
  });
});
