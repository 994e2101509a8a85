/** An answer of the mocked API: a JSON reply, or a failure to connect. */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network';
/** A route's answer: a reply, or a function of the request giving a reply or a whole Response. */
export type MockRoute =
  MockReply | ((request: Request) => MockReply | Response | Promise<MockReply | Response>);

/** What one request carried; the body is read as text before any route consumes it. */
export type RecordedCall = {
  method: string;
  /** Decoded, without the query. */
  path: string;
  url: URL;
  body: string;
  authorization: string | null;
};

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function routeFor(routes: Record<string, MockRoute>, key: string): MockRoute | undefined {
  if (key in routes) return routes[key];
  const prefix = Object.keys(routes).find(
    (pattern) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
  );
  return prefix === undefined ? undefined : routes[prefix];
}

/**
 * Mocks fetch with answers per `'METHOD /api/path'` (query ignored; a trailing `*` matches the rest
 * of the path). An unlisted request fails like a network that is down, naming itself.
 * `calls` records every request in order; `callsTo('POST /api/x')` picks one route's.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    // Recorded before the first await, so a test sees the call as soon as fetch was called.
    const call: RecordedCall = {
      method: request.method,
      path,
      url,
      body: '',
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    call.body = await request.clone().text();
    const key = `${request.method} ${path}`;
    const route = routeFor(routes, key);
    if (!route) throw new TypeError(`No mocked answer for ${key}`);
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply instanceof Response) return reply;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(reply.body ?? {}, reply.status ?? 200, reply.headers);
  });
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

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
  'GET /api/config': {
    body: { botCheck: { enabled: false, siteKey: null }, google: { enabled: true } },
  },
} as const;
