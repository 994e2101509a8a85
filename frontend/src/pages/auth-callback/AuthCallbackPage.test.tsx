import { act, screen } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mockApi';
import { testUser } from '../../test/session';
import { renderAuthPage } from '../../features/auth/testing/renderAuthPage';
import { AuthCallbackPage, LOGIN_AFTER_FAILURE_MS } from './AuthCallbackPage';

const googleSession = {
  success: true,
  token: 'tok-g',
  user: testUser({ name: 'Ada', avatar: 'https://a/b.png' }),
};

describe('AuthCallbackPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('trades the code for a session once and opens the dashboard (skipChecks) when the probe lets the user in', async () => {
    const api = mockApi({
      'POST /api/auth/exchange': { body: googleSession },
      'GET /api/stats': { body: {} },
    });
    const { store } = renderAuthPage(<AuthCallbackPage />, '/auth/callback?code=one-time');

    expect(screen.getByRole('status')).toHaveTextContent('Processing Google authentication');
    expect(
      await screen.findByRole('heading', { name: 'Landed on /dashboard?skipChecks=true' }),
    ).toBeInTheDocument();
    const exchanges = api.callsTo('POST /api/auth/exchange');
    expect(exchanges).toHaveLength(1);
    expect(JSON.parse(exchanges[0].body)).toEqual({ code: 'one-time' });
    expect(store.getState().session.user).toMatchObject({ name: 'Ada' });
    expect(localStorage.getItem('token')).toBe('tok-g');
  });

  it('opens the plan page when the probe finds no plan', async () => {
    mockApi({
      'POST /api/auth/exchange': { body: googleSession },
      'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan'),
    });
    renderAuthPage(<AuthCallbackPage />, '/auth/callback?code=one-time');

    expect(await screen.findByRole('heading', { name: 'Landed on /plan' })).toBeInTheDocument();
  });

  it.each([
    ['a refused code', '/auth/callback?code=used', 'Failed to complete authentication'],
    ['no code', '/auth/callback', 'Invalid authentication callback'],
    ['an error from Google', '/auth/callback?error=access_denied', 'Google authentication failed'],
  ])('shows the error for %s, then opens /login after 3 s', async (_case, route, message) => {
    jest.useFakeTimers();
    mockApi({ 'POST /api/auth/exchange': apiError(401, 'Invalid code', 'auth.invalid_login_code') });
    renderAuthPage(<AuthCallbackPage />, route);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(LOGIN_AFTER_FAILURE_MS - 100));
    expect(screen.queryByRole('heading', { name: 'Landed on /login' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });
});
