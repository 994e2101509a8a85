import { startService } from '@paydraft/nest-kit';
import { testEnv } from '@paydraft/nest-kit/testing';
import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { connect } from 'nats';
import { pdfRenderDefinition } from '../../services/pdf-render/src/pdf-render.definition';
import { createGateway } from '../src/create-gateway';
import { LIMITS_UNAVAILABLE_MESSAGE } from '../src/limits/shared-limits';
import { PDF_RATE_LIMIT_MESSAGE } from '../src/pdf/pdf-rate-limit';
import { GatewayFixture } from './gateway-fixture';
import { startOwnNatsServer, type OwnNatsServer } from './own-nats-server';

const invoice = {
  document_type: 'invoice',
  document_number: 'INV-1',
  sender_info: 'Ada Ltd',
  receiver_info: 'Bob GmbH',
  issue_date: '2026-11-22',
  currency: 'EUR',
  items: [{ description: 'Design', qty: 2, price: '150.50' }],
};
/** Refused by the body's schema with a 400. */
const invalidInvoice = { ...invoice, currency: 'no such currency', items: 'none' };

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const postPdf = (baseUrl: string, body: unknown) => post(baseUrl, '/api/pdf', body);
const wrongLogin = (baseUrl: string) =>
  post(baseUrl, '/api/auth/login', {
    emailOrUsername: 'nobody-here@example.com',
    password: 'wrong-password',
  });

async function statusesOf(requests: Array<() => Promise<Response>>): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).status);
  return statuses;
}

describe('rate limits shared by two gateway instances on one NATS', () => {
  const fixture = new GatewayFixture();
  let a = '';
  let b = '';

  beforeAll(async () => {
    await fixture.start(['pdf-render', 'auth', 'documents'], {
      PDF_RATE_LIMIT: '4',
      AUTH_NETWORK_RATE_LIMIT: '3',
      AUTH_ADDRESS_MAIL_LIMIT: '2',
      SHARED_DOCUMENT_RATE_LIMIT: '3',
    });
    a = fixture.baseUrl;
    b = await fixture.startPeer();
  });
  afterAll(() => fixture.stop());

  it('lets the PDF limit through across both, then refuses the next on either; 400s cost nothing', async () => {
    expect(await statusesOf([a, b, a, b, a].map((url) => () => postPdf(url, invalidInvoice)))).toEqual([
      400, 400, 400, 400, 400,
    ]);

    expect(await statusesOf([a, b, a, b].map((url) => () => postPdf(url, invoice)))).toEqual([
      200, 200, 200, 200,
    ]);

    for (const url of [a, b]) {
      const refused = await postPdf(url, invoice);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await refused.json()).toEqual({
        success: false,
        error: PDF_RATE_LIMIT_MESSAGE,
        code: 'request.rate_limited',
      });
    }
    // Validation still comes first: a bad body over the limit is told what is wrong with it.
    expect((await postPdf(b, invalidInvoice)).status).toBe(400);
  });

  it('counts sign-in attempts of one network on both gateways together', async () => {
    expect(await statusesOf([a, b, a].map((url) => () => wrongLogin(url)))).toEqual([401, 401, 401]);

    for (const url of [b, a]) {
      const refused = await wrongLogin(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ success: false, code: 'auth.too_many_attempts' });
    }
  });

  it('lets no more than the limit through when requests race on both gateways', async () => {
    const checkEmail = (url: string) =>
      post(url, '/api/auth/check-email', { email: 'racing@example.com' }).then((response) => response.status);
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => checkEmail(i % 2 ? a : b)));

    // A lost update between the gateways would let more than 3 through.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(await checkEmail(a)).toBe(429);
  });

  it('counts mails to one address on both gateways together', async () => {
    const forgot = (url: string) => () =>
      post(url, '/api/auth/forgot-password', { email: 'Someone@Example.com ' });

    expect(await statusesOf([a, b, a].map(forgot))).toEqual([200, 200, 429]);
  });

  it('counts public calls on shared documents on both gateways together', async () => {
    const view = (url: string) => () => fetch(`${url}/api/documents/invoice/${'x'.repeat(32)}`);

    expect(await statusesOf([a, b, a, b].map(view))).toEqual([404, 404, 404, 429]);
  });
});

describe('shared rate-limit windows', () => {
  const fixture = new GatewayFixture();
  let a = '';
  let b = '';

  beforeAll(async () => {
    await fixture.start(['pdf-render', 'auth'], {
      PDF_RATE_LIMIT: '1',
      PDF_RATE_WINDOW_SECONDS: '1',
      AUTH_NETWORK_RATE_LIMIT: '2',
      AUTH_RATE_WINDOW_SECONDS: '1',
    });
    a = fixture.baseUrl;
    b = await fixture.startPeer();
  });
  afterAll(() => fixture.stop());

  it('start afresh on every gateway once the window has ended', async () => {
    const check = (url: string) => () => fetch(`${url}/api/auth/check-username/windowcheck`);
    const pdf = (url: string) => () => postPdf(url, invoice);
    const started = Date.now();
    expect(await statusesOf([check(a), check(b), check(a), pdf(b), pdf(a)])).toEqual([
      200, 200, 429, 200, 429,
    ]);

    // Both windows began with the first request of each: 1 s later they have ended.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 1100 - Date.now())));

    expect(await statusesOf([check(b), pdf(a)])).toEqual([200, 200]);
  });
});

describe('rate limits with the shared store out of reach (NATS without JetStream)', () => {
  let nats: OwnNatsServer;
  let renderer: INestMicroservice;
  let gateway: INestApplication;
  let url = '';

  beforeAll(async () => {
    nats = await startOwnNatsServer({ jetStream: false });
    // That server takes no credentials: the harness's (when NATS is locked down) stay out.
    const { NATS_CREDENTIALS_DIR: _credentials, ...env } = testEnv({
      NATS_URL: nats.url,
      PDF_RATE_LIMIT: '1',
      RATE_LIMIT_STORE_TIMEOUT_MS: '500',
    });
    renderer = await startService(pdfRenderDefinition, env);
    gateway = (await createGateway(env)).app;
    await gateway.listen(0, '127.0.0.1');
    url = await gateway.getUrl();
  });
  afterAll(async () => {
    await gateway?.close();
    await renderer?.close();
    await nats?.stop();
  });

  it('keeps rendering PDFs, uncounted (the PDF limit fails open)', async () => {
    expect(await statusesOf([1, 2, 3].map(() => () => postPdf(url, invoice)))).toEqual([200, 200, 200]);
  });

  it('passes public calls on shared documents on to the service (that limit fails open too)', async () => {
    // No documents service runs on that NATS: getting past the limit shows as its 503, not the limit's.
    const response = await fetch(`${url}/api/documents/invoice/${'x'.repeat(32)}`);

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'The documents service is not available. Please try again in a moment.',
    });
  });

  it('does not make requests queued on one network wait out the time-out one after another', async () => {
    // JetStream that takes requests and never answers: each count waits RATE_LIMIT_STORE_TIMEOUT_MS.
    const silent = await connect({ servers: nats.url });
    silent.subscribe('$JS.API.>');
    try {
      const started = Date.now();
      const statuses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => postPdf(url, invoice)));

      expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      // One after another they would take 6 x 500 ms.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await silent.close();
    }
  });

  it('refuses sign-in with 503 rather than let it through uncounted (the auth limits fail closed)', async () => {
    const refused = await wrongLogin(url);

    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: LIMITS_UNAVAILABLE_MESSAGE,
      code: 'rpc.unavailable',
    });
  });
});
