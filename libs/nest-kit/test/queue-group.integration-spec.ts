import type { INestMicroservice } from '@nestjs/common';
import { ContactCategory, HealthRpc, MailerRpc } from '@paydraft/contracts';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { mailerDefinition } from '../../../services/mailer/src/mailer.definition';

describe('two instances of one service in its queue group', () => {
  const dbName = uniqueDbName('mailer');
  let first: INestMicroservice;
  let second: INestMicroservice;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;

  beforeEach(async () => {
    first = await startTestService(mailerDefinition, { MONGO_DB_NAME: dbName });
    second = await startTestService(mailerDefinition, { MONGO_DB_NAME: dbName });
    rpc = await createTestRpcClient();
  });

  afterEach(async () => {
    await rpc.close();
    await Promise.all([first.close(), second.close()]);
  });

  it('share the requests instead of both answering each one', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => rpc.client.request(HealthRpc.mailer, {})),
    );

    const perInstance = countBy(replies.map((reply) => reply.instanceId));
    expect(perInstance.size).toBe(2);
    for (const count of perInstance.values()) expect(count).toBeGreaterThan(5);
  });

  it('lose no request when one instance stops in the middle of the load', async () => {
    const contact = (i: number) =>
      rpc.client.request(MailerRpc.sendContactMessage, {
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        message: `message ${i}`,
        category: ContactCategory.SUPPORT,
      });
    const health = () => rpc.client.request(HealthRpc.mailer, {});

    const early = Array.from({ length: 50 }, (_, i) => contact(i));
    const stopping = first.close();
    const late = Array.from({ length: 50 }, (_, i) => (i % 2 ? contact(50 + i) : health()));
    const results = await Promise.allSettled([...early, ...late, stopping]);

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const stillAnswering = await Promise.all(Array.from({ length: 10 }, health));
    expect(new Set(stillAnswering.map((reply) => reply.instanceId)).size).toBe(1);
  });
});

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
