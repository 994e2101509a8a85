import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderRoute, renderWithProviders } from '../../test/renderWithProviders';
import { setViewportWidth } from '../../test/viewport';
import { jsonResponse, mockApi } from '../../test/mockApi';
import { signedInStore, signedOutStore } from '../../test/session';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

const confirmed = () => jsonResponse({ success: true, email: 'ada@new.example' });

/** How long the lazily loaded page may take to appear (its chunk is compiled on first use in CI). */
const PAGE_CHUNK_WAIT = { timeout: 15_000 };

describe('the email-change confirmation page', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => localStorage.clear());

  it('explains a link without a token, and asks nothing of the server', async () => {
    const api = mockApi({});
    renderRoute('/confirm-email-change', { store: signedOutStore() });

    expect(
      await screen.findByRole('heading', { name: 'Confirmation Failed' }, PAGE_CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid confirmation link. No token provided.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email-change')).toHaveLength(0);
  });

  it('confirms the token once and shows the new address with a way to the dashboard', async () => {
    // The server answers only once the test has seen the page wait for it.
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const api = mockApi({ 'POST /api/auth/confirm-email-change': () => answered });
    renderRoute('/confirm-email-change?token=abc123', { store: signedOutStore() });

    expect(
      await screen.findByText('Confirming your new email address…', {}, PAGE_CHUNK_WAIT),
    ).toBeInTheDocument();
    answer(confirmed());
    expect(await screen.findByRole('heading', { name: 'Email Address Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('ada@new.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const calls = api.callsTo('POST /api/auth/confirm-email-change');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body)).toEqual({ token: 'abc123' });
  });

  it('sends the single-use token only once under StrictMode, which runs effects twice', async () => {
    const api = mockApi({ 'POST /api/auth/confirm-email-change': confirmed });
    renderWithProviders(
      <StrictMode>
        <ConfirmEmailChangePage />
      </StrictMode>,
      { route: '/confirm-email-change?token=abc123', store: signedOutStore() },
    );

    expect(await screen.findByText('ada@new.example')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email-change')).toHaveLength(1);
  });

  it("updates a signed-in user's stored address", async () => {
    mockApi({ 'POST /api/auth/confirm-email-change': confirmed });
    const store = signedInStore({ email: 'ada@example.com', pendingEmail: 'ada@new.example' });
    renderRoute('/confirm-email-change?token=abc123', { store });

    await screen.findByRole('heading', { name: 'Email Address Confirmed' });
    expect(store.getState().session.user).toMatchObject({ email: 'ada@new.example', pendingEmail: null });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ada@new.example' });
  });

  it('says the link may have expired when the server refuses it', async () => {
    mockApi({
      'POST /api/auth/confirm-email-change': () =>
        jsonResponse(
          {
            success: false,
            error: 'Invalid or expired confirmation link',
            code: 'auth.invalid_email_change_token',
          },
          400,
        ),
    });
    renderRoute('/confirm-email-change?token=used', { store: signedOutStore() });

    expect(
      await screen.findByRole('heading', { name: 'Confirmation Failed' }, PAGE_CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/may have expired or is invalid/)).toBeInTheDocument();
    expect(screen.getByText(/try again from your account settings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/dashboard?section=account',
    );
  });
});
