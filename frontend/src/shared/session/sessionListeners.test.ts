import { waitFor } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { testUser } from '../../test/session';
import { authApi } from '../../entities/account/api/authApi';
import { makeStore } from '../../app/store';
import { signedIn, signedOut, userUpdated } from './sessionSlice';

describe('session listeners', () => {
  beforeEach(() => localStorage.clear());

  it("mirrors the session into local storage as 'user' (JSON) and 'token'", () => {
    const store = makeStore();

    store.dispatch(signedIn({ user: testUser(), token: 'tok-1' }));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(testUser());

    store.dispatch(userUpdated(testUser({ username: 'ada2' })));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'ada2' });

    store.dispatch(signedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("forgets the previous user's cached answers once signed out", async () => {
    mockApi({ 'GET /api/auth/me': { body: { success: true, user: testUser() } } });
    const store = makeStore();
    store.dispatch(signedIn({ user: testUser(), token: 'tok-1' }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(authApi.endpoints.me.select()(store.getState()).data?.user.email).toBe('ada@example.com');

    store.dispatch(signedOut());

    await waitFor(() => expect(authApi.endpoints.me.select()(store.getState()).data).toBeUndefined());
  });
});
