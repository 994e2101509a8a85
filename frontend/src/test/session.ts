import { makeStore } from '../app/store';
import type { SessionUser } from '../shared/session/sessionUser';

export const TEST_TOKEN = 'test-token';

export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  name: null,
  avatar: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  hasPassword: true,
  pendingEmail: null,
  isTester: false,
  ...overrides,
});

/** A store whose session is restored already (the start-up check is done), as testUser(overrides). */
export function signedInStore(userOverrides: Partial<SessionUser> = {}) {
  return makeStore({
    session: {
      user: testUser(userOverrides),
      token: TEST_TOKEN,
      loaded: true,
      dashboardAccess: 'unknown',
    },
  });
}

/** A store with no session at all. */
export function signedOutStore() {
  return makeStore({
    session: { user: null, token: null, loaded: true, dashboardAccess: 'unknown' },
  });
}
