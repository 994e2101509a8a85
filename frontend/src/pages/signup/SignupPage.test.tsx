import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, PUBLIC_CONFIG, type MockReply } from '../../test/mockApi';
import { testUser } from '../../test/session';
import { renderAuthPage } from '../../features/auth/testing/renderAuthPage';
import { resetRecaptchaForTests } from '../../shared/bot-check/recaptchaScript';
import { SignupPage } from './SignupPage';

const created = { status: 201, body: { success: true, token: 'tok-new', user: testUser() } };
const SLOW = { timeout: 3000 };

function form() {
  const user = userEvent.setup();
  return {
    user,
    email: () => screen.getByLabelText('Email'),
    username: () => screen.getByLabelText('Username (optional)'),
    password: () => screen.getByLabelText('Password'),
    confirm: () => screen.getByLabelText('Confirm password'),
    terms: () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }),
    submit: () => user.click(screen.getByRole('button', { name: 'Create Account' })),
    async retype(field: HTMLElement, text: string) {
      await user.clear(field);
      if (text) await user.type(field, text);
    },
  };
}

/** The message of the form's problem banner (not the field statuses). */
const problem = () =>
  screen.findByText((_, element) => element?.classList.contains('ant-alert-title') ?? false);

/** Answers the username check from a table, optionally holding an answer until released. */
function usernameCheck(taken: string[]) {
  return (request: Request): MockReply => {
    const name = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    const available = !taken.includes(name);
    return {
      body: { available, message: available ? 'Username is available' : 'Username is already taken' },
    };
  };
}

describe('SignupPage', () => {
  beforeEach(() => localStorage.clear());

  it('names the signup rules one at a time, in order, then creates the account and opens /plan after 2 s', async () => {
    let releaseCheck: (() => void) | undefined;
    const api = mockApi({
      ...PUBLIC_CONFIG,
      'GET /api/auth/check-username/*': async (request) => {
        if (request.url.includes('slowpoke')) await new Promise<void>((resolve) => (releaseCheck = resolve));
        return usernameCheck(['taken'])(request);
      },
      'POST /api/auth/signup': created,
      'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan'),
    });
    renderAuthPage(<SignupPage />, '/signup');
    const f = form();
    await f.user.type(await screen.findByLabelText('Email'), 'ada@example.com');

    await f.retype(f.password(), 'secret1');
    await f.retype(f.confirm(), 'secret2');
    await f.submit();
    expect(await problem()).toHaveTextContent('Passwords do not match');

    await f.retype(f.password(), 'abc');
    await f.retype(f.confirm(), 'abc');
    await f.submit();
    expect(await problem()).toHaveTextContent('Password must be at least 6 characters long');

    await f.retype(f.password(), 'secret1');
    await f.retype(f.confirm(), 'secret1');
    await f.submit();
    expect(await problem()).toHaveTextContent('Please agree to the terms and conditions');

    await f.user.click(f.terms());
    await f.retype(f.username(), 'taken');
    expect(await screen.findByText('Username is already taken', {}, SLOW)).toBeInTheDocument();
    await f.submit();
    expect(await problem()).toHaveTextContent('Please choose a different username or leave it empty');

    await f.retype(f.username(), 'slowpoke');
    await f.submit();
    expect(await problem()).toHaveTextContent('Please wait for username validation to complete');
    // The check goes out after the page's debounce: answer it once it has arrived.
    await waitFor(() => expect(releaseCheck).toBeDefined());
    await act(async () => releaseCheck?.());
    expect(await screen.findByText('Username is available', {}, SLOW)).toBeInTheDocument();

    await f.retype(f.username(), 'ab');
    await f.submit();
    expect(await problem()).toHaveTextContent('Username must be between 3 and 30 characters long');

    await f.retype(f.username(), 'ab_c');
    await f.submit();
    expect(await problem()).toHaveTextContent('Username can only contain letters and numbers');

    await f.retype(f.username(), 'ada2');
    expect(await screen.findByText('Username is available', {}, SLOW)).toBeInTheDocument();
    await f.submit();

    expect(
      await screen.findByText('Account created successfully! Redirecting to plan selection...'),
    ).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST /api/auth/signup')[0].body)).toEqual({
      email: 'ada@example.com',
      username: 'ada2',
      password: 'secret1',
      confirmPassword: 'secret1',
      agreeToTerms: true,
    });
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(screen.queryByRole('heading', { name: 'Landed on /plan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landed on /plan' }, SLOW)).toBeInTheDocument();
  }, 30_000);

  it('goes through the username states: not checked, checking, available, unavailable', async () => {
    let release: (() => void) | undefined;
    mockApi({
      ...PUBLIC_CONFIG,
      'GET /api/auth/check-username/*': async (request) => {
        await new Promise<void>((resolve) => (release = resolve));
        return usernameCheck(['taken'])(request);
      },
    });
    // The check goes out after the page's debounce: answer it once it has arrived, then await the next.
    const answerCheck = async () => {
      await waitFor(() => expect(release).toBeDefined());
      await act(async () => release?.());
      release = undefined;
    };
    renderAuthPage(<SignupPage />, '/signup');
    const f = form();
    const field = await screen.findByLabelText('Username (optional)');
    const item = () => field.closest('.ant-form-item') as HTMLElement;

    // Not checked: under 3 characters, nothing is asked.
    await f.user.type(field, 'ta');
    expect(within(item()).queryByText(/Checking|available|taken/)).not.toBeInTheDocument();

    await f.user.type(field, 'ken');
    expect(within(item()).getByText('Checking availability...')).toBeInTheDocument();
    await answerCheck();
    expect(await within(item()).findByText('Username is already taken')).toBeInTheDocument();

    await f.retype(field, 'free1');
    expect(within(item()).getByText('Checking availability...')).toBeInTheDocument();
    await answerCheck();
    expect(await within(item()).findByText('Username is available')).toBeInTheDocument();
  });

  it('waits for typing to pause: one request for a whole name', async () => {
    const api = mockApi({ ...PUBLIC_CONFIG, 'GET /api/auth/check-username/*': usernameCheck([]) });
    renderAuthPage(<SignupPage />, '/signup');

    await userEvent.type(await screen.findByLabelText('Username (optional)'), 'adalovelace');
    expect(await screen.findByText('Username is available', {}, SLOW)).toBeInTheDocument();

    const checks = api.calls.map((call) => call.path);
    expect(checks.filter((path) => path.startsWith('/api/auth/check-username/'))).toEqual([
      '/api/auth/check-username/adalovelace',
    ]);
  });

  it("says 'Unable to check username availability.' when the check fails, and leaves the verdict to the server", async () => {
    const api = mockApi({
      ...PUBLIC_CONFIG,
      'GET /api/auth/check-username/*': apiError(500, 'Internal server error', 'internal.unexpected'),
      'POST /api/auth/signup': apiError(409, 'Username taken', 'auth.username_taken'),
    });
    renderAuthPage(<SignupPage />, '/signup');
    const f = form();
    await f.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await f.user.type(f.username(), 'ada');
    expect(await screen.findByText('Unable to check username availability.', {}, SLOW)).toBeInTheDocument();

    await f.user.type(f.password(), 'secret1');
    await f.user.type(f.confirm(), 'secret1');
    await f.user.click(f.terms());
    await f.submit();

    expect(await problem()).toHaveTextContent(
      'This username is already taken. Please choose a different one or leave it empty.',
    );
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1);
  });

  it('shows that the account exists, with a Login button, when the server says redirectToLogin', async () => {
    mockApi({
      ...PUBLIC_CONFIG,
      'POST /api/auth/signup': apiError(409, 'Email taken', 'auth.email_taken', { redirectToLogin: true }),
    });
    renderAuthPage(<SignupPage />, '/signup');
    const f = form();
    await f.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await f.user.type(f.password(), 'secret1');
    await f.user.type(f.confirm(), 'secret1');
    await f.user.click(f.terms());
    await f.submit();

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    await f.user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it('asks for a valid email before the other rules', async () => {
    const api = mockApi(PUBLIC_CONFIG);
    renderAuthPage(<SignupPage />, '/signup');
    const f = form();
    await f.user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await f.submit();

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  describe('with the bot check on', () => {
    const botCheckOn = {
      'GET /api/config': {
        body: { botCheck: { enabled: true, siteKey: 'site-key-1' }, google: { enabled: true } },
      },
    };
    const script = () => document.querySelector('script[src*="recaptcha"]') as HTMLScriptElement;

    afterEach(() => resetRecaptchaForTests());

    async function fillValidForm(f: ReturnType<typeof form>) {
      await f.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
      await f.user.type(f.password(), 'secret1');
      await f.user.type(f.confirm(), 'secret1');
      await f.user.click(f.terms());
    }

    it("sends a token for 'username_check' with each check and one for 'signup' with the form", async () => {
      const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-${action}`);
      const api = mockApi({
        ...botCheckOn,
        'GET /api/auth/check-username/*': usernameCheck([]),
        'POST /api/auth/signup': created,
        'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan'),
      });
      renderAuthPage(<SignupPage />, '/signup');
      const f = form();
      await fillValidForm(f);
      Object.assign(window, { grecaptcha: { ready: (callback: () => void) => callback(), execute } });
      script().dispatchEvent(new Event('load'));

      await f.user.type(f.username(), 'ada');
      expect(await screen.findByText('Username is available', {}, SLOW)).toBeInTheDocument();
      await f.submit();

      expect(await screen.findByText(/Account created successfully!/)).toBeInTheDocument();
      const check = api.calls.find((call) => call.path === '/api/auth/check-username/ada');
      expect(check?.url.searchParams.get('recaptchaToken')).toBe('token-username_check');
      expect(JSON.parse(api.callsTo('POST /api/auth/signup')[0].body)).toMatchObject({
        recaptchaToken: 'token-signup',
      });
    });

    it('refuses to send the form when no token can be had', async () => {
      const api = mockApi(botCheckOn);
      renderAuthPage(<SignupPage />, '/signup');
      const f = form();
      await fillValidForm(f);

      // The script loaded as the page opened is still pending when the form goes; then it fails.
      await f.submit();
      script().dispatchEvent(new Event('error'));

      expect(await problem()).toHaveTextContent(
        'Security verification failed. Please refresh the page and try again.',
      );
      expect(api.callsTo('POST /api/auth/signup')).toHaveLength(0);
    });
  });
});
