import type { INestApplication } from '@nestjs/common';
import { RATE_LIMIT_BUCKET } from '@paydraft/contracts';
import { testEnv } from '@paydraft/nest-kit/testing';
import { connect, StorageType, type NatsConnection } from 'nats';
import { createGateway } from '../src/create-gateway';
import { startOwnNatsServer, type OwnNatsServer } from './own-nats-server';

const invoice = {
  document_type: 'invoice',
  document_number: 'INV-1',
  sender_info: 'Ada Ltd',
  receiver_info: 'Bob GmbH',
  issue_date: '2026-11-22',
  currency: 'EUR',
  items: [{ description: 'Design', qty: 1, price: '10.00' }],
};

describe('the rate limits bucket on a NATS that has none yet', () => {
  let nats: OwnNatsServer;
  let client: NatsConnection;

  beforeAll(async () => {
    nats = await startOwnNatsServer({ jetStream: true });
    client = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await client?.close();
    await nats?.stop();
  });

  /** A gateway on that NATS (no pdf-render: the PDF is counted, then answered 503) that posts one PDF. */
  async function countOnePdf(overrides: Record<string, string>) {
    // That server takes no credentials: the harness's (when NATS is locked down) stay out.
    const { NATS_CREDENTIALS_DIR: _credentials, ...env } = testEnv({
      NATS_URL: nats.url,
      RPC_TIMEOUT_MS: '200',
      ...overrides,
    });
    const { app }: { app: INestApplication } = await createGateway(env);
    await app.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${await app.getUrl()}/api/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(invoice),
      });
      expect(response.status).toBe(503);
    } finally {
      await app.close();
    }
  }

  it('is made in memory on the first count, with the longest window as TTL and no address in clear', async () => {
    await countOnePdf({ RATE_LIMIT_SCOPE: 'bucket-test' });

    const kv = await client.jetstream().views.kv(RATE_LIMIT_BUCKET);
    const status = await kv.status();
    expect(status.storage).toBe(StorageType.Memory);
    expect(status.history).toBe(1);
    expect(status.ttl).toBe(3_600_000);
    const keys: string[] = [];
    for await (const key of await kv.keys()) keys.push(key);
    expect(keys).toEqual([expect.stringMatching(/^bucket-test\.pdf\.[A-Za-z0-9_-]{43}$/)]);
    expect(JSON.parse((await kv.get(keys[0]))!.string())).toMatchObject({ count: 1 });
  });

  it('keeps a key as long as the longest window a gateway counts by', async () => {
    await countOnePdf({ RATE_LIMIT_SCOPE: 'bucket-test', PDF_RATE_WINDOW_SECONDS: '7200' });

    const status = await (await client.jetstream().views.kv(RATE_LIMIT_BUCKET)).status();
    expect(status.ttl).toBe(7_200_000);
  });
});
