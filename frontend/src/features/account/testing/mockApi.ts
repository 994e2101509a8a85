/**
 * Answers the page's /api calls from a table, for unit tests: `'GET /api/auth/me'` matches exactly,
 * a key ending in `*` matches any path that starts with the rest. Unlisted calls fail like a network
 * that is down. `calls` records what was asked, bodies read as text.
 */
export type MockHandler = (request: Request) => Response | Promise<Response>;

export type RecordedCall = { method: string; path: string; body: string; authorization: string | null };

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const networkFailure: MockHandler = () => {
  throw new TypeError('Failed to fetch');
};

function handlerFor(routes: Record<string, MockHandler>, key: string): MockHandler | undefined {
  if (routes[key]) return routes[key];
  const prefix = Object.keys(routes).find(
    (pattern) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
  );
  return prefix ? routes[prefix] : undefined;
}

export function mockApi(routes: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = decodeURIComponent(new URL(request.url).pathname);
    const key = `${request.method} ${path}`;
    calls.push({
      method: request.method,
      path,
      body: await request.clone().text(),
      authorization: request.headers.get('authorization'),
    });
    const handler = handlerFor(routes, key);
    if (!handler) throw new TypeError(`No mock for ${key}`);
    return handler(request);
  });
  return {
    calls,
    /** The calls to one path, e.g. `callsTo('POST /api/auth/change-email')`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
