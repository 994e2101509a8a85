import { mockApi } from '../../test/mockApi';
import { testUser } from '../../test/session';
import { api } from './baseApi';
import { AUTH_EXPIRED, NO_AUTH_TOKEN } from './baseQuery';
import { signedIn } from '../session/sessionSlice';
import { makeStore } from '../../app/store';

// A signed-in call and a public one, as features declare them.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    signedInProbe: build.query<unknown, void>({ query: () => '/probe', extraOptions: { auth: 'required' } }),
    publicProbe: build.query<unknown, void>({ query: () => '/public-probe' }),
    // A mutation's result is its own: a query's is read back from the cache, which a sign-out empties.
    signedInChange: build.mutation<unknown, void>({
      query: () => ({ url: '/probe', method: 'POST' }),
      extraOptions: { auth: 'required' },
    }),
  }),
});

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ user: testUser(), token: 'tok-1' }));
  return store;
}

describe('apiBaseQuery', () => {
  beforeEach(() => localStorage.clear());

  it("fails a signed-in call without a token with 'No authentication token', sending nothing", async () => {
    const fetched = mockApi({});
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.signedInProbe.initiate());

    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: NO_AUTH_TOKEN });
    expect(fetched.calls).toHaveLength(0);
  });

  it('sends the bearer token on a signed-in call', async () => {
    const fetched = mockApi({ 'GET /api/probe': { body: { ok: true } } });
    const store = signedInStore();

    const result = await store.dispatch(probeApi.endpoints.signedInProbe.initiate());

    expect(result.data).toEqual({ ok: true });
    expect(fetched.calls[0].authorization).toBe('Bearer tok-1');
  });

  it('sends no token on a public call, even when signed in', async () => {
    const fetched = mockApi({ 'GET /api/public-probe': { body: {} } });
    const store = signedInStore();

    await store.dispatch(probeApi.endpoints.publicProbe.initiate());

    expect(fetched.calls[0].authorization).toBeNull();
  });

  it("ends the session on a 401, in the store and in local storage, and fails with 'Authentication expired'", async () => {
    mockApi({
      'POST /api/probe': {
        status: 401,
        body: { success: false, error: 'Session ended', code: 'auth.session_invalid' },
      },
    });
    const store = signedInStore();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'ada@example.com' });

    const result = await store.dispatch(probeApi.endpoints.signedInChange.initiate());

    expect(result.error).toEqual({ status: 401, data: { success: false, error: AUTH_EXPIRED } });
    expect(store.getState().session).toMatchObject({ user: null, token: null, dashboardAccess: 'denied' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session on other refusals (403 is "no plan", not "signed out")', async () => {
    mockApi({
      'GET /api/probe': { status: 403, body: { success: false, error: 'No plan', code: 'billing.no_plan' } },
    });
    const store = signedInStore();

    const result = await store.dispatch(probeApi.endpoints.signedInProbe.initiate());

    expect(result.error).toMatchObject({ status: 403 });
    expect(store.getState().session.token).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});
