import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userUpdated } from '../../shared/session/sessionSlice';
import { writeStoredSession } from '../../shared/session/storedSession';
import { makeStore } from '../../app/store';
import { apiError, mockApi, PUBLIC_CONFIG } from '../../test/mockApi';
import { testUser } from '../../test/session';
import { renderAuthPage } from '../../features/auth/testing/renderAuthPage';
import { LoginPage } from './LoginPage';

const session = { success: true, token: 'tok-1', user: testUser() };

async function logIn(emailOrUsername: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username'), emailOrUsername);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('signs in by username with Enter and opens the plan page when the probe answers 403', async () => {
    const api = mockApi({
      ...PUBLIC_CONFIG,
      'POST /api/auth/login': { body: session },
      'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan'),
    });
    const { store } = renderAuthPage(<LoginPage />, '/login');

    await logIn('  ada ', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Landed on /plan' })).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/auth/login')[0].body)).toEqual({
      emailOrUsername: 'ada',
      password: 'secret1',
    });
    expect(store.getState().session.token).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(document.title).toBe('Log In | Paydraft');
  });

  it('opens the dashboard when the probe answers 200', async () => {
    mockApi({ ...PUBLIC_CONFIG, 'POST /api/auth/login': { body: session }, 'GET /api/stats': { body: {} } });
    renderAuthPage(<LoginPage />, '/login');

    await logIn('ada@example.com', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
  });

  it("shows the spec's message for wrong credentials and stays", async () => {
    mockApi({
      ...PUBLIC_CONFIG,
      'POST /api/auth/login': apiError(401, 'Invalid email/username or password', 'auth.invalid_credentials'),
    });
    const { store } = renderAuthPage(<LoginPage />, '/login');

    await logIn('ada', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('says how long to wait after too many attempts', async () => {
    mockApi({
      ...PUBLIC_CONFIG,
      'POST /api/auth/login': {
        ...apiError(429, 'Too many attempts. Please try again later.', 'auth.too_many_attempts'),
        headers: { 'Retry-After': '900' },
      },
    });
    renderAuthPage(<LoginPage />, '/login');

    await logIn('ada', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('asks for both fields before sending anything', async () => {
    const api = mockApi(PUBLIC_CONFIG);
    renderAuthPage(<LoginPage />, '/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it.each([
    ['google_auth_failed', 'Google authentication failed. Please try again.'],
    ['email_already_linked', 'This email is already linked to another Google account'],
  ])('explains ?error=%s from Google sign-in', async (error, text) => {
    mockApi(PUBLIC_CONFIG);
    renderAuthPage(<LoginPage />, `/login?error=${error}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('links to sign-up and to the forgotten password page', async () => {
    mockApi(PUBLIC_CONFIG);
    renderAuthPage(<LoginPage />, '/login');

    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('offers Google sign-in when the server has it, and explains why not when it has not', async () => {
    mockApi(PUBLIC_CONFIG);
    const { unmount } = renderAuthPage(<LoginPage />, '/login');
    await screen.findByText('Continue with Google');
    expect(await screen.findByRole('button', { name: /Continue with Google/ })).toBeEnabled();
    unmount();

    mockApi({
      'GET /api/config': {
        body: { botCheck: { enabled: false, siteKey: null }, google: { enabled: false } },
      },
    });
    renderAuthPage(<LoginPage />, '/login');
    expect(await screen.findByText(/Google sign-in is not set up on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
  });

  describe('for a visitor who is already signed in', () => {
    function signedInStore() {
      writeStoredSession({ user: testUser(), token: 'tok-1' });
      const store = makeStore();
      // As restoreSession leaves it once GET /api/auth/me has answered.
      store.dispatch(userUpdated(testUser()));
      return store;
    }

    it('verifies the session and sends them on', async () => {
      const api = mockApi({ ...PUBLIC_CONFIG, 'GET /api/stats': { body: {} } });
      renderAuthPage(<LoginPage />, '/login', signedInStore());

      expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
      expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
      expect(api.callsTo('GET /api/stats')[0].authorization).toBe('Bearer tok-1');
    });

    it('shows the form when the session turns out to have expired', async () => {
      mockApi({ ...PUBLIC_CONFIG, 'GET /api/stats': apiError(401, 'Session ended', 'auth.session_invalid') });
      const store = signedInStore();
      renderAuthPage(<LoginPage />, '/login', store);

      expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
      expect(store.getState().session.token).toBeNull();
    });

    it('stays on the form with ?skipChecks=true (where Logout lands)', async () => {
      const api = mockApi(PUBLIC_CONFIG);
      renderAuthPage(<LoginPage />, '/login?skipChecks=true', signedInStore());

      expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
      expect(api.callsTo('GET /api/stats')).toHaveLength(0);
    });
  });
});
