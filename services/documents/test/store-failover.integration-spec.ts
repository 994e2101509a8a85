import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import { CallerSchema, DocumentsRpc, ErrorCode, Plan } from '@paydraft/contracts';
import { runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { mongo } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { documentsDefinition } from '../src/documents.definition';
import { DocumentsService } from '../src/documents/documents.service';

/**
 * A request that meets a replica set between primaries (docs/operations/mongodb.md#a-failover) is
 * answered as a retryable 503, not a 500. The store here has no failover, so the service's own code
 * meets the driver's error as it would throw it once its one retry failed.
 */
describe('documents: a request during a failover', () => {
  let service: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };

  beforeAll(async () => {
    service = await startTestService(documentsDefinition, { MONGO_DB_NAME: uniqueDbName('documents') });
    rpc = await createTestRpcClient(10_000);
  });
  afterAll(async () => {
    await rpc.close();
    await service.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const get = () =>
    runInRequestContext(
      { requestId: randomUUID(), caller: create(CallerSchema, { userId: 'owner-1', plan: Plan.PRO }) },
      () => rpc.client.request(DocumentsRpc.get, { documentType: 'invoice', id: '665f1c2b9d3e4a0012345678' }),
    );
  const answerTo = (error: Error) => {
    jest.spyOn(service.get(DocumentsService), 'find').mockRejectedValue(error);
    return get().then(
      () => 'answered',
      (failed: { code: ErrorCode; reason: string; message: string }) => ({
        code: failed.code,
        reason: failed.reason,
      }),
    );
  };

  it('answers 503 rpc.unavailable when the primary stepped down', async () => {
    const steppedDown = new mongo.MongoServerError({
      code: 10107,
      codeName: 'NotWritablePrimary',
      errmsg: 'not primary',
    });
    expect(await answerTo(steppedDown)).toEqual({ code: ErrorCode.UNAVAILABLE, reason: 'rpc.unavailable' });
  });

  it('answers 500 for an error that is not a failover', async () => {
    expect(await answerTo(new TypeError('a bug'))).toEqual({
      code: ErrorCode.INTERNAL,
      reason: 'internal.unexpected',
    });
  });
});
