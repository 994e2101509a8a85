import { SERVICE_NAMES } from '@paydraft/contracts';
import { startTestService } from '@paydraft/nest-kit/testing';
import { pdfRenderDefinition } from '../../services/pdf-render/src/pdf-render.definition';
import { GatewayFixture, TEST_OPS_TOKEN } from './gateway-fixture';

type HealthBody = {
  status: string;
  services: Array<{
    name: string;
    status: string;
    version: string | null;
    latencyMs: number | null;
    store: string | null;
    instances: number;
  }>;
  nats: {
    status: string;
    connectedTo: string | null;
    nodes: Array<{ name: string; status: string; leader: boolean }>;
  };
};

describe('GET /api/health', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start());
  afterAll(() => fixture.stop());

  /** The operators' view: every service in detail. */
  const health = async () => {
    const response = await fixture.fetch('/api/health', { headers: { 'x-ops-token': TEST_OPS_TOKEN } });
    return { status: response.status, body: (await response.json()) as HealthBody };
  };
  const anonymousHealth = async (headers: Record<string, string> = {}) => {
    const response = await fixture.fetch('/api/health', { headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('tells anyone without the ops token up or down, and nothing of the services', async () => {
    // The test calls from 127.0.0.1: the loopback address is no credential (behind a proxy, everyone is local).
    expect(await anonymousHealth()).toEqual({ status: 200, body: { status: 'up' } });
    expect(await anonymousHealth({ 'x-forwarded-for': '127.0.0.1' })).toEqual({
      status: 200,
      body: { status: 'up' },
    });
  });

  it('refuses a wrong ops token with a coded 401, not the detail', async () => {
    for (const token of ['wrong', `${TEST_OPS_TOKEN}x`, TEST_OPS_TOKEN.slice(0, -1)]) {
      const { status, body } = await anonymousHealth({ 'x-ops-token': token });
      expect({ token, status, body }).toEqual({
        token,
        status: 401,
        body: { success: false, error: 'The ops token is not valid', code: 'health.ops_token_invalid' },
      });
    }
  });

  it('reports all six services up with their version, latency and database', async () => {
    const { status, body } = await health();

    expect(status).toBe(200);
    expect(body.status).toBe('up');
    expect(body.services.map((service) => service.name)).toEqual([...SERVICE_NAMES]);
    for (const service of body.services) {
      expect(service).toMatchObject({ status: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
      expect(service.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(body.services.find((service) => service.name === 'pdf-render')?.store).toBe('none');
    expect(body.services.find((service) => service.name === 'documents')?.store).toBe('up');
    expect(body.services.map((service) => service.instances)).toEqual(SERVICE_NAMES.map(() => 1));
  });

  it('names the NATS node it is connected to, the one that keeps the events stream here', async () => {
    const { body } = await health();

    // The tests' NATS is one server, so the events stream has one copy (JETSTREAM_REPLICAS=1);
    // infra/test/nats-failover.integration-spec.ts shows a cluster losing a node.
    expect(body.nats).toEqual({
      status: 'up',
      connectedTo: expect.any(String),
      nodes: [{ name: body.nats.connectedTo, status: 'up', leader: true }],
    });
  });

  it('counts every instance of a scaled-out service, and drops one that stops', async () => {
    const pdfInstances = async () =>
      (await health()).body.services.find((service) => service.name === 'pdf-render')?.instances;
    const second = await startTestService(pdfRenderDefinition);
    const third = await startTestService(pdfRenderDefinition);

    expect(await pdfInstances()).toBe(3);

    await third.close();
    expect(await pdfInstances()).toBe(2);

    await second.close();
    expect(await pdfInstances()).toBe(1);
  });

  it('answers 503 naming a stopped service, and recovers when it starts again', async () => {
    await fixture.stopService('clients');

    expect(await anonymousHealth()).toEqual({ status: 503, body: { status: 'down' } });
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('down');
    expect(
      down.body.services.filter((service) => service.status === 'down').map((service) => service.name),
    ).toEqual(['clients']);
    expect(down.body.services.find((service) => service.name === 'clients')?.instances).toBe(0);

    await fixture.startService('clients');

    const recovered = await health();
    expect(recovered.status).toBe(200);
    expect(recovered.body.services.every((service) => service.status === 'up')).toBe(true);
  });

  it('reports a service whose database is unreachable as down', async () => {
    await fixture.stopService('billing');
    await fixture.startService('billing', { MONGO_URL: 'mongodb://127.0.0.1:9' });

    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.services.find((service) => service.name === 'billing')).toMatchObject({
      status: 'down',
      store: 'down',
    });

    await fixture.stopService('billing');
    await fixture.startService('billing');
  });
});
