import { writeStoredSession } from '../../../shared/session/storedSession';
import { makeStore } from '../../../app/store';
import { apiError, mockApi } from '../../../test/mockApi';
import { testUser } from '../../../test/session';
import { completeSignIn, resolveSignedInDestination, restoreSession } from './sessionThunks';

/** A page load with a session a previous visit stored. */
function storeWithStoredSession() {
  writeStoredSession({ user: testUser(), token: 'tok-1' });
  return makeStore();
}

describe('restoreSession', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the user the server answers for and probes dashboard access', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: { success: true, user: testUser({ username: 'renamed' }) } },
      'GET /api/stats': { body: { success: true } },
    });
    const store = storeWithStoredSession();
    expect(store.getState().session.loaded).toBe(false);

    await store.dispatch(restoreSession());

    expect(store.getState().session).toMatchObject({
      token: 'tok-1',
      loaded: true,
      dashboardAccess: 'granted',
      user: { username: 'renamed' },
    });
    expect(api.callsTo('GET /api/auth/me')[0].authorization).toBe('Bearer tok-1');
    expect(api.callsTo('GET /api/stats')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'renamed' });
  });

  it('records no access when the probe answers 403, and keeps the session', async () => {
    mockApi({
      'GET /api/auth/me': { body: { success: true, user: testUser() } },
      'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan'),
    });
    const store = storeWithStoredSession();

    await store.dispatch(restoreSession());

    expect(store.getState().session).toMatchObject({ token: 'tok-1', dashboardAccess: 'denied' });
  });

  it.each([
    ['a 401', apiError(401, 'Session ended', 'auth.session_invalid')],
    ['a server error', apiError(500, 'Internal server error', 'internal.unexpected')],
    ['no connection', 'network' as const],
  ])('clears the stored user and token after %s from me, without probing', async (_case, reply) => {
    const api = mockApi({ 'GET /api/auth/me': reply, 'GET /api/stats': { body: {} } });
    const store = storeWithStoredSession();

    await store.dispatch(restoreSession());

    expect(store.getState().session).toMatchObject({
      user: null,
      token: null,
      loaded: true,
      dashboardAccess: 'denied',
    });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('GET /api/stats')).toHaveLength(0);
  });

  it('asks nothing when no session was stored', async () => {
    const api = mockApi({});
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(api.calls).toHaveLength(0);
    expect(store.getState().session.loaded).toBe(true);
  });
});

describe('completeSignIn', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session and resolves to the access the probe gives', async () => {
    mockApi({ 'GET /api/stats': apiError(403, 'Choose a plan', 'billing.no_plan') });
    const store = makeStore();

    const access = await store
      .dispatch(
        completeSignIn({ reply: { success: true, token: 'tok-2', user: testUser() }, method: 'email' }),
      )
      .unwrap();

    expect(access).toBe(false);
    expect(localStorage.getItem('token')).toBe('tok-2');
  });
});

describe('resolveSignedInDestination', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [200, '/dashboard'],
    [403, '/plan'],
  ])('sends a user whose probe answers %i to %s', async (status, destination) => {
    mockApi({ 'GET /api/stats': { status, body: {} } });
    const store = storeWithStoredSession();

    await expect(store.dispatch(resolveSignedInDestination()).unwrap()).resolves.toBe(destination);
  });

  it('sends nowhere when the probe finds the session expired (the user stays to sign in)', async () => {
    mockApi({ 'GET /api/stats': apiError(401, 'Session ended', 'auth.session_invalid') });
    const store = storeWithStoredSession();

    await expect(store.dispatch(resolveSignedInDestination()).unwrap()).resolves.toBeNull();
    expect(store.getState().session.token).toBeNull();
  });
});
