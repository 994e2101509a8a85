import type { SessionUser } from '../../../app/session/sessionUser';

/** One answer of the mocked API: a JSON reply, or a failure to connect. */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network';
type Route = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/**
 * Mocks fetch with answers per `"METHOD /api/path"` (a trailing `*` matches the rest of the path).
 * A request no route names fails the test loudly. Returns the spy, whose calls hold the Requests.
 */
export function mockApi(routes: Record<string, Route>) {
  const entries = Object.entries(routes);
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = entries.find(([pattern]) =>
      pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
    )?.[1];
    if (!route) throw new Error(`No mocked answer for ${key}`);
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
}

/** The requests the mocked fetch received for `method path`. */
export function requestsTo(spy: ReturnType<typeof mockApi>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-1',
  email: 'ada@example.com',
  username: 'ada',
  name: null,
  avatar: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  hasPassword: true,
  pendingEmail: null,
  isTester: false,
  ...overrides,
});

/** The gateway's error answer. */
export const apiError = (
  status: number,
  error: string,
  code: string,
  extra: Record<string, unknown> = {},
) => ({
  status,
  body: { success: false, error, code, ...extra },
});

export const PUBLIC_CONFIG = {
  'GET /api/config': { body: { botCheck: { enabled: false, siteKey: null }, google: { enabled: true } } },
} as const;
