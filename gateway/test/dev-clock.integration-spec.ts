import { DocumentsRpc } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import { createTestRpcClient } from '@paydraft/nest-kit/testing';
import { startStripeSim, type StripeSim } from '../../infra/stripe-sim/src/stripe-sim-server';
import { GatewayFixture } from './gateway-fixture';

type ClockAnswer = {
  status: number;
  body: { success?: boolean; code?: string; data?: { now: string; actions_run?: number } };
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEBHOOK_SECRET = 'whsec_dev_clock_tests_only';

async function clockCall(
  fixture: GatewayFixture,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ClockAnswer> {
  const response = await fixture.fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ClockAnswer['body'] };
}

const simNow = async (sim: StripeSim) =>
  ((await (await fetch(`${sim.url}/sim/clock`)).json()) as { now: number }).now * 1000;

/** The development clock through the gateway, with documents and billing (and the Stripe simulator). */
describe('development clock (DEV_CLOCK=on, as in the tests and npm start)', () => {
  const fixture = new GatewayFixture();
  let sim: StripeSim;

  beforeAll(async () => {
    sim = await startStripeSim({ webhookUrl: 'http://127.0.0.1:9/unused', webhookSecret: WEBHOOK_SECRET });
    await fixture.start(['documents']);
    await fixture.startService('billing', {
      STRIPE_SECRET_KEY: 'sk_test_simulator',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: sim.url,
    });
  });
  afterAll(async () => {
    await fixture.stop();
    await sim.close();
  });

  it('tells the time, without sign-in', async () => {
    const before = Date.now();
    const answer = await clockCall(fixture, 'GET', '/api/dev/clock');

    expect(answer.status).toBe(200);
    const now = Date.parse(answer.body.data!.now);
    expect(now).toBeGreaterThanOrEqual(before - 1000);
  });

  it("moves the scheduler's clock and the Stripe simulator's together, by days or hours", async () => {
    const scheduler = Date.parse((await clockCall(fixture, 'GET', '/api/dev/clock')).body.data!.now);
    const stripe = await simNow(sim);

    const byDays = await clockCall(fixture, 'POST', '/api/dev/clock/advance', { days: 2 });
    expect(byDays.status).toBe(200);
    expect(byDays.body).toMatchObject({ success: true, data: { actions_run: 0 } });
    expect(Date.parse(byDays.body.data!.now) - scheduler).toBeGreaterThanOrEqual(2 * DAY_MS);
    expect(Date.parse(byDays.body.data!.now) - scheduler).toBeLessThan(2 * DAY_MS + HOUR_MS);
    expect((await simNow(sim)) - stripe).toBeGreaterThanOrEqual(2 * DAY_MS);

    const byHours = await clockCall(fixture, 'POST', '/api/dev/clock/advance', { hours: 5 });
    expect(byHours.status).toBe(200);
    expect(Date.parse(byHours.body.data!.now) - scheduler).toBeGreaterThanOrEqual(2 * DAY_MS + 5 * HOUR_MS);
    expect((await simNow(sim)) - stripe).toBeGreaterThanOrEqual(2 * DAY_MS + 5 * HOUR_MS);
    // GET reads the moved clock.
    const read = Date.parse((await clockCall(fixture, 'GET', '/api/dev/clock')).body.data!.now);
    expect(read - scheduler).toBeGreaterThanOrEqual(2 * DAY_MS + 5 * HOUR_MS);
  });

  it.each([
    ['a negative number of days', { days: -1 }],
    ['days that are text', { days: 'x' }],
    ['days beyond ten years', { days: 1e12 }],
    ['days and hours both', { days: 1, hours: 1 }],
    ['neither days nor hours', {}],
    ['zero hours', { hours: 0 }],
    ['less than a second', { hours: 0.0001 }],
    ['an unknown field', { weeks: 1 }],
    ['a list', [1]],
  ])('refuses %s with 400, leaving the clock', async (_, body) => {
    const before = Date.parse((await clockCall(fixture, 'GET', '/api/dev/clock')).body.data!.now);

    const answer = await clockCall(fixture, 'POST', '/api/dev/clock/advance', body);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'request.invalid_body' });
    const after = Date.parse((await clockCall(fixture, 'GET', '/api/dev/clock')).body.data!.now);
    expect(after - before).toBeLessThan(HOUR_MS);
  });
});

describe('development clock off (DEV_CLOCK unset, as in production)', () => {
  const fixture = new GatewayFixture();

  beforeAll(async () => {
    await fixture.start([], { DEV_CLOCK: 'off' });
    await fixture.startService('documents', { DEV_CLOCK: 'off' });
  });
  afterAll(() => fixture.stop());

  it.each([
    ['GET', '/api/dev/clock', undefined],
    ['POST', '/api/dev/clock/advance', { days: 1 }],
    ['POST', '/api/dev/clock/advance', { days: -1 }],
  ] as const)('answers %s %s with 404', async (method, path, body) => {
    const answer = await clockCall(fixture, method, path, body);

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: 'dev.clock_off' });
  });

  it('documents refuses to move its clock too (dev.clock_off)', async () => {
    const rpc = await createTestRpcClient();
    try {
      const refusal = await rpc.client
        .request(DocumentsRpc.devClockAdvance, { seconds: 60n })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RpcError);
      expect((refusal as RpcError).reason).toBe('dev.clock_off');
    } finally {
      await rpc.close();
    }
  });
});
