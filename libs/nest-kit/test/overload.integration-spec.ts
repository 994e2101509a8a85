import type { INestMicroservice } from '@nestjs/common';
import { ContactCategory, ErrorCode, HealthRpc, MailerRpc, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { mailerDefinition } from '../../../services/mailer/src/mailer.definition';

describe('an instance answering as many requests as RPC_MAX_IN_FLIGHT allows', () => {
  let service: INestMicroservice;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;

  beforeAll(async () => {
    service = await startTestService(mailerDefinition, {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      RPC_MAX_IN_FLIGHT: '2',
    });
    rpc = await createTestRpcClient();
  });

  afterAll(async () => {
    await rpc.close();
    await service.close();
  });

  const contact = (i: number) =>
    rpc.client.request(MailerRpc.sendContactMessage, {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      message: `message ${i}`,
      category: ContactCategory.SUPPORT,
    });

  it('refuses the rest at once as rpc.overloaded with a retry hint, and still answers health', async () => {
    // Each message waits on the store; 30 arrive together, so at most 2 are answered at a time.
    const burst = Array.from({ length: 30 }, (_, i) => contact(i));
    const healthMeanwhile = rpc.client.request(HealthRpc.mailer, {});
    const results = await Promise.allSettled(burst);

    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(results.length - refused.length).toBeGreaterThanOrEqual(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RpcError);
      expect(error).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        reason: ServiceErrorReasons.OVERLOADED.code,
        retryAfterSeconds: 1,
      });
    }
    await expect(healthMeanwhile).resolves.toMatchObject({ service: 'mailer' });
  });

  it('takes requests again once the ones in flight are answered', async () => {
    for (let i = 0; i < 5; i++) await expect(contact(100 + i)).resolves.toBeDefined();
  });
});
