import { makeStore } from '../app/store';
import type { SessionUser } from '../app/session/sessionUser';

/** An answer of the mocked API: a status and a JSON body, or a function of the request. */
export type MockAnswer =
  { status?: number; body?: unknown } | ((request: Request) => Response | Promise<Response>);

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers fetch by 'METHOD /api/path' (query ignored); anything else fails like the network does.
 * Returns the spy, whose calls hold the Requests sent.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = routes[key];
    if (!answer) throw new TypeError(`No mocked answer for ${key}`);
    if (typeof answer === 'function') return answer(request);
    return jsonResponse(answer.body ?? {}, answer.status ?? 200);
  });
}

export const TEST_USER: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  username: 'ada',
  name: null,
  avatar: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  hasPassword: true,
  pendingEmail: null,
  isTester: false,
};

/** A store signed in as TEST_USER (or `user`), as after a sign-in. */
export function signedInStore(user: Partial<SessionUser> = {}) {
  return makeStore({
    session: {
      user: { ...TEST_USER, ...user },
      token: 'test-token',
      loaded: true,
      dashboardAccess: 'unknown',
    },
  });
}
