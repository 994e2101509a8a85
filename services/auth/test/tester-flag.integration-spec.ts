import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import { AuthRpc, CallerSchema, ErrorCode, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError, runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { runAdminCommand } from '../../../infra/admin/run-admin';
import { authDefinition } from '../src/auth.definition';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/**
 * The real `npm run admin -- ...` entry, as an operator runs it, against this run's NATS. Asynchronous:
 * the auth service answering it runs in this process, so a blocking spawn would starve it.
 */
function runAdminProcess(args: readonly string[]) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'infra/admin/main.ts', ...args], {
    cwd: ROOT,
    env: process.env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('the tester flag, set by the operator command over NATS', () => {
  let auth: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };
  let userId: string;
  let token: string;

  const me = () =>
    runInRequestContext({ requestId: 'tester-test', caller: create(CallerSchema, { userId }) }, () =>
      rpc.client.request(AuthRpc.me, {}),
    );

  beforeAll(async () => {
    auth = await startTestService(authDefinition, {
      MONGO_DB_NAME: uniqueDbName('auth'),
    });
    rpc = await createTestRpcClient();
    const session = await rpc.client.request(AuthRpc.signup, {
      email: 'Tess@Example.com',
      username: 'tess',
      password: 'a long enough password',
    });
    userId = session.user?.id ?? '';
    token = session.token;
  });
  afterAll(async () => {
    await rpc.close();
    await auth.close();
  });

  it('grants, regardless of the address case, and says so once', async () => {
    expect((await me()).user?.isTester).toBe(false);

    const granted = await rpc.client.request(AuthRpc.setTester, {
      email: 'tess@example.com',
      isTester: true,
    });
    expect(granted).toMatchObject({ changed: true, user: { id: userId, isTester: true } });
    const again = await rpc.client.request(AuthRpc.setTester, { email: 'TESS@example.com', isTester: true });
    expect(again).toMatchObject({ changed: false, user: { id: userId, isTester: true } });

    // What GET /api/auth/me answers with, and what the gateway reads on every token to treat it as Lifetime.
    expect((await me()).user?.isTester).toBe(true);
    expect((await rpc.client.request(AuthRpc.verifyToken, { token })).isTester).toBe(true);
  });

  it('revokes, and a second revoke changes nothing', async () => {
    const revoked = await rpc.client.request(AuthRpc.setTester, {
      email: 'tess@example.com',
      isTester: false,
    });
    expect(revoked).toMatchObject({ changed: true, user: { isTester: false } });
    const again = await rpc.client.request(AuthRpc.setTester, { email: 'tess@example.com', isTester: false });
    expect(again.changed).toBe(false);

    expect((await me()).user?.isTester).toBe(false);
    expect((await rpc.client.request(AuthRpc.verifyToken, { token })).isTester).toBe(false);
  });

  it('refuses an unknown address with a coded reason', async () => {
    const attempt = rpc.client.request(AuthRpc.setTester, { email: 'nobody@example.com', isTester: true });
    await expect(attempt).rejects.toBeInstanceOf(RpcError);
    await expect(attempt).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      reason: ServiceErrorReasons.ACCOUNT_NOT_FOUND.code,
      message: 'No account with that email',
    });
  });

  it('the command prints one line and exits 1 for an unknown address, 0 for a grant', async () => {
    await expect(
      runAdminCommand({ action: 'grant-tester', email: 'nobody@example.com' }, rpc.client),
    ).resolves.toEqual({ exitCode: 1, line: 'No account with that email: nobody@example.com' });

    await expect(
      runAdminCommand({ action: 'grant-tester', email: 'tess@example.com' }, rpc.client),
    ).resolves.toEqual({ exitCode: 0, line: 'Tess@Example.com is now a tester (Lifetime (Beta Tester)).' });
    await expect(
      runAdminCommand({ action: 'revoke-tester', email: 'tess@example.com' }, rpc.client),
    ).resolves.toEqual({ exitCode: 0, line: 'Tess@Example.com is no longer a tester.' });
    expect((await me()).user?.isTester).toBe(false);
  });

  it('the entry itself: usage and exit 2 on bad arguments, exit 1 for an unknown address, 0 for a grant', async () => {
    const bad = await runAdminProcess(['grant-tester']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin -- <command> EMAIL');

    const unknown = await runAdminProcess(['grant-tester', 'nobody@example.com']);
    expect(unknown).toMatchObject({ status: 1, stdout: '' });
    expect(unknown.stderr.trim()).toBe('No account with that email: nobody@example.com');

    const granted = await runAdminProcess(['grant-tester', 'tess@example.com']);
    expect(granted).toMatchObject({ status: 0, stderr: '' });
    expect(granted.stdout.trim()).toBe('Tess@Example.com is now a tester (Lifetime (Beta Tester)).');
  });
});
