import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/scripts/lib/processes.mjs';
import { ROOT, start, stop } from '../lib/processes';

type Ports = { gateway: number; nats: number; store: number };
type StackOptions = { dataDir: string; logDir: string; ports: Ports; env: Record<string, string> };
type Stack = { url: string; natsUrl: string; natsCredentialsDir?: string; stop(): Promise<void> };
type StackModule = { startStack(options: StackOptions): Promise<Stack> };

export type ApiStack = {
  url: string;
  natsUrl: string;
  /** Starts one more documents process on the same NATS and store: NATS shares requests between them (a queue group). */
  addDocumentsInstance(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The whole product as `npm start` runs it, on free ports with throw-away data (as bench/lib/product.ts),
 * keeping what a second documents instance needs: the NATS and store addresses.
 */
export async function startApiStack(): Promise<ApiStack> {
  const { startStack } = (await import(join(ROOT, 'infra/scripts/lib/stack.mjs'))) as StackModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-bench-api-'));
  const ports = { gateway: await freePort(), nats: await freePort(), store: await freePort() };
  const logDir = join(ROOT, '.data', 'bench-logs');
  const stack = await startStack({ dataDir, logDir, ports, env: { LOG_LEVEL: 'warn' } });
  const extra: ChildProcess[] = [];
  // The stack's NATS is locked down: the admin command (seed.ts) and the extra instance sign in with these.
  if (stack.natsCredentialsDir) process.env.NATS_CREDENTIALS_DIR = stack.natsCredentialsDir;
  return {
    url: stack.url,
    natsUrl: stack.natsUrl,
    async addDocumentsInstance() {
      const env = {
        NATS_URL: stack.natsUrl,
        ...(stack.natsCredentialsDir ? { NATS_CREDENTIALS_DIR: stack.natsCredentialsDir } : {}),
        MONGO_URL: `mongodb://127.0.0.1:${ports.store}`,
        LOG_LEVEL: 'warn',
      };
      extra.push(
        start(process.execPath, ['-r', '@swc-node/register', 'services/documents/src/main.ts'], env),
      );
      // It answers once it has joined the queue group; the bench's warm-up then reaches both.
      await new Promise((resolve) => setTimeout(resolve, 8000));
    },
    async stop() {
      for (const child of extra) await stop(child);
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
