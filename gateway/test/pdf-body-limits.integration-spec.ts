import { NATS_MAX_PAYLOAD_BYTES } from '@paydraft/nest-kit';
import { connectTestClient } from '@paydraft/nest-kit/testing';
import { GatewayFixture } from './gateway-fixture';

/**
 * 500 one-line items, each carrying 10 custom values of `valueLength` characters in columns the
 * document does not show: a body of megabytes that is quick to draw.
 */
const heavyInvoice = (valueLength: number) => ({
  document_type: 'invoice',
  items: Array.from({ length: 500 }, (_, n) => ({
    description: `Item ${n + 1}`,
    qty: 1,
    price: '10',
    cols: Object.fromEntries(Array.from({ length: 10 }, (_, c) => [`hidden-${c}`, 'v'.repeat(valueLength)])),
  })),
});

describe('POST /api/pdf: bodies up to the limit travel over NATS', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start(['pdf-render'], { RPC_TIMEOUT_MS: '20000' }));
  afterAll(() => fixture.stop());

  it("runs the tests' NATS with the max_payload every server of the product gets", async () => {
    const connection = await connectTestClient('max-payload-test');
    try {
      expect(connection.info?.max_payload).toBe(NATS_MAX_PAYLOAD_BYTES);
    } finally {
      await connection.close();
    }
  });

  it('renders a schema-valid body of 2.4 MB (NATS carried 1 MB: it was a 503)', async () => {
    const body = JSON.stringify(heavyInvoice(470));
    expect(body.length).toBeGreaterThan(2.4e6);

    const response = await fixture.fetch('/api/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
