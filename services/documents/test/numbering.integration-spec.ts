import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import { CallerSchema, DocumentsRpc, Plan } from '@paydraft/contracts';
import { runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import { documentsDefinition } from '../src/documents.definition';

describe('documents numbering across instances', () => {
  const dbName = uniqueDbName('documents');
  const instances: INestMicroservice[] = [];
  let rpc: { client: RpcClient; close: () => Promise<void> };

  beforeAll(async () => {
    // Two instances on one database, as `bench:api` runs them: NATS shares the requests between them.
    for (let i = 0; i < 2; i++)
      instances.push(await startTestService(documentsDefinition, { MONGO_DB_NAME: dbName }));
    rpc = await createTestRpcClient(5000);
  });
  afterAll(async () => {
    await rpc.close();
    await Promise.all(instances.map((instance) => instance.close()));
  });

  const as = <T>(userId: string, work: () => Promise<T>) =>
    runInRequestContext(
      { requestId: randomUUID(), caller: create(CallerSchema, { userId, plan: Plan.LIFETIME }) },
      work,
    );

  const createQuote = (userId: string, documentNumber = '') =>
    as(userId, () =>
      rpc.client.request(DocumentsRpc.create, {
        documentType: 'quote',
        fields: { documentNumber, currency: 'USD', items: [{ description: 'x', qty: '1', price: '1' }] },
      }),
    );

  it('gives 40 parallel first saves of one owner 40 distinct consecutive numbers', async () => {
    const owner = `owner-${randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: 40 }, () => createQuote(owner)));
    const numbers = replies.map((reply) => Number(reply.document!.documentNumber.replace('QUO-', '')));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps owners on their own counters', async () => {
    const [ada, bob] = [`ada-${randomUUID()}`, `bob-${randomUUID()}`];
    await createQuote(ada);
    await createQuote(ada);
    expect((await createQuote(bob)).document!.documentNumber).toBe('QUO-1');
  });

  it('skips numbers typed by hand before the counter reaches them', async () => {
    const owner = `owner-${randomUUID()}`;
    await createQuote(owner, 'QUO-1');
    await createQuote(owner, 'QUO-2');
    expect((await createQuote(owner)).document!.documentNumber).toBe('QUO-3');
  });
});
