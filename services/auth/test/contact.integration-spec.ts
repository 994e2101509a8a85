import type { INestMicroservice } from '@nestjs/common';
import { AuthRpc, ErrorCode, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { authDefinition } from '../src/auth.definition';

describe('auth.contact: where the mailer reaches an account owner', () => {
  let auth: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };

  beforeAll(async () => {
    auth = await startTestService(authDefinition, {
      MONGO_DB_NAME: uniqueDbName('auth'),
    });
    rpc = await createTestRpcClient();
  });
  afterAll(async () => {
    await rpc.close();
    await auth.close();
  });

  it("answers the account's address as typed and its username, without a caller", async () => {
    const session = await rpc.client.request(AuthRpc.signup, {
      email: 'Owner@Example.com',
      username: 'owner',
      password: 'a long enough password',
    });
    const contact = await rpc.client.request(AuthRpc.contact, { userId: session.user!.id });
    expect({ email: contact.email, username: contact.username, isTester: contact.isTester }).toEqual({
      email: 'Owner@Example.com',
      username: 'owner',
      isTester: false,
    });

    await rpc.client.request(AuthRpc.setTester, { email: 'owner@example.com', isTester: true });
    expect((await rpc.client.request(AuthRpc.contact, { userId: session.user!.id })).isTester).toBe(true);
  });

  it('is NOT_FOUND (auth.account_not_found) for an id no account has, and for an empty one', async () => {
    for (const userId of ['no-such-user', '']) {
      const error = await rpc.client.request(AuthRpc.contact, { userId }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RpcError);
      expect(error).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        reason: ServiceErrorReasons.ACCOUNT_NOT_FOUND.code,
      });
    }
  });
});
