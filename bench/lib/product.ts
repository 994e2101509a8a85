import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/scripts/lib/processes.mjs';
import { ROOT } from './processes';

export type Product = { url: string; stop(): Promise<void> };

type Ports = { gateway: number; nats: number; store: number };
type StackOptions = { dataDir: string; logDir: string; ports: Ports; env: Record<string, string> };
type StackModule = { startStack(options: StackOptions): Promise<Product> };
type BuildModule = { ensureFrontend(): Promise<void> };

/**
 * The whole product as `npm start` runs it (NATS, the store, six services and the gateway, each its
 * own process), on free ports with throw-away data, so the bench never touches a running Paydraft.
 * The frontend is rebuilt first when its sources are newer than the last build.
 */
export async function startProduct(): Promise<Product> {
  // The one infra starter is plain ESM JavaScript, shared with `npm start` and the browser tests.
  const { ensureFrontend } = (await import(join(ROOT, 'infra/scripts/lib/build.mjs'))) as BuildModule;
  const { startStack } = (await import(join(ROOT, 'infra/scripts/lib/stack.mjs'))) as StackModule;
  await ensureFrontend();
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-bench-'));
  const ports = { gateway: await freePort(), nats: await freePort(), store: await freePort() };
  const logDir = join(ROOT, '.data', 'bench-logs');
  const stack = await startStack({ dataDir, logDir, ports, env: { LOG_LEVEL: 'warn' } });
  return {
    url: stack.url,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
