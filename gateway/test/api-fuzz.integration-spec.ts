import { label } from './fuzz/endpoints';
import { MULTIPART_ROUTES, randomRequests, systematicRequests, type FuzzRequest } from './fuzz/fuzz-requests';
import { FuzzStack } from './fuzz/fuzz-stack';

/** FUZZ_SEED=<n> repeats a run; the default keeps every run the same. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_2611);
/** Schema-shaped bodies with hostile values, over the systematic families. */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 600);
/** Requests in flight at once: enough to keep the stack busy, few enough for a 2-core machine. */
const PARALLEL = 4;

type Outcome = { request: FuzzRequest; status: number; answer: string };

/**
 * A request whose connection was reset is sent once more: the gateway closes a keep-alive connection
 * idle for 5 s, and the client may have picked it just then. A second reset is reported.
 */
async function send(stack: FuzzStack, request: FuzzRequest): Promise<Outcome> {
  const outcome = await sendOnce(stack, request);
  return outcome.status === 0 ? sendOnce(stack, request) : outcome;
}

async function sendOnce(stack: FuzzStack, request: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = request.signedIn ? stack.auth() : {};
  if (request.contentType) headers['content-type'] = request.contentType;
  try {
    const response = await stack.gateway.fetch(request.path, {
      method: request.method,
      headers,
      body: request.body as RequestInit['body'],
    });
    const answer = await response.text();
    return { request, status: response.status, answer: answer.slice(0, 300) };
  } catch (error) {
    // No answer at all (the connection dropped): status 0, reported with the 5xx.
    return { request, status: 0, answer: String((error as Error).cause ?? error) };
  }
}

async function sendAll(stack: FuzzStack, requests: FuzzRequest[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) outcomes.push(await send(stack, requests[next++]));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return outcomes;
}

const describeOutcome = ({ request, status, answer }: Outcome) =>
  `${status} ${request.endpoint} [${request.family}] ${request.method} ${request.path.slice(0, 120)}` +
  `${request.signedIn ? ' (signed in)' : ''} body=${typeof request.body === 'string' ? request.body.slice(0, 120) : typeof request.body} → ${answer}`;

describe('hostile input on every route of the API reference', () => {
  const stack = new FuzzStack();

  beforeAll(() => stack.start(), 60_000);
  afterAll(() => stack.stop());

  it('answers every request with less than 500', async () => {
    const endpoints = stack.endpoints;
    expect(endpoints.map(label)).toEqual(
      expect.arrayContaining([
        ...MULTIPART_ROUTES,
        'PUT /api/documents/{type}/{id}',
        'POST /api/documents/totals',
      ]),
    );
    const requests = [
      ...systematicRequests(endpoints, stack.seeded),
      ...randomRequests(endpoints, stack.seeded, SEED, RANDOM_RUNS),
    ];
    const started = Date.now();
    const outcomes = await sendAll(stack, requests);
    const byStatus = new Map<number, number>();
    for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const failures = outcomes.filter(({ status }) => status >= 500 || status === 0);
    console.log(
      `API fuzz: ${outcomes.length} requests to ${endpoints.length} routes in ${Math.round((Date.now() - started) / 1000)} s, ` +
        `fast-check seed ${SEED} (${RANDOM_RUNS} schema-shaped bodies); statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}; ` +
        `${failures.length} × 5xx${failures.length ? `:\n${failures.map(describeOutcome).join('\n')}` : ''}`,
    );

    expect(failures.map(describeOutcome)).toEqual([]);
    // The session lived through the run, so the dashboard's routes were reached rather than refused.
    expect((await stack.gateway.fetch('/api/auth/me', { headers: stack.auth() })).status).toBe(200);
  }, 300_000);
});
