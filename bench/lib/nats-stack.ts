import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfRenderRpc } from '@paydraft/contracts';
import { NATS_MAX_PAYLOAD_BYTES } from '@paydraft/nest-kit/nats-access';
import { freePort } from '../../infra/scripts/lib/processes.mjs';
import { start, waitFor } from './processes';

type Connz = { connections?: Array<{ subscriptions_list?: string[] }> };

export type NatsServer = { url: string; process: ChildProcess; renderers(): Promise<number> };

/** A throw-away nats-server with its monitor port, to see when service instances have subscribed. */
export async function startNats(): Promise<NatsServer> {
  const [port, monitor] = [await freePort(), await freePort()];
  // JetStream (in a throw-away directory): the gateway counts its rate limits in a key-value bucket.
  const storeDir = mkdtempSync(join(tmpdir(), 'paydraft-bench-nats-'));
  // The product's max_payload, as every server infra/nats configures has it.
  const configFile = join(storeDir, 'nats.conf');
  writeFileSync(configFile, JSON.stringify({ max_payload: NATS_MAX_PAYLOAD_BYTES }));
  const child = start(
    '.tools/bin/nats-server',
    ['-c', configFile, '-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitor)],
    {},
    true,
  );
  const renderers = async () => {
    const response = await fetch(`http://127.0.0.1:${monitor}/connz?subs=true`);
    const connz = (await response.json()) as Connz;
    return (connz.connections ?? []).filter((c) =>
      c.subscriptions_list?.includes(PdfRenderRpc.renderDocument.subject),
    ).length;
  };
  await waitFor('nats-server', async () => (await fetch(`http://127.0.0.1:${monitor}/varz`)).ok);
  return { url: `nats://127.0.0.1:${port}`, process: child, renderers };
}

/**
 * The render budget of the bench's pdf-render processes. They measure latency and throughput with up to
 * 4 instances on 2 shared cores, where a 300-item document on a cold render thread could pass the 2 s
 * default; the default budget is measured in-process (worst-cases.ts).
 */
export const BENCH_RENDER_BUDGET_MS = 10_000;

/** One more pdf-render process, as `node -r @swc-node/register services/pdf-render/src/main.ts` runs it. */
export async function startRenderer(nats: NatsServer): Promise<ChildProcess> {
  const before = await nats.renderers();
  const child = start(process.execPath, ['-r', '@swc-node/register', 'services/pdf-render/src/main.ts'], {
    NATS_URL: nats.url,
    LOG_LEVEL: 'silent',
    PDF_RENDER_BUDGET_MS: String(BENCH_RENDER_BUDGET_MS),
  });
  await waitFor('pdf-render', async () => (await nats.renderers()) > before);
  return child;
}

export async function startGateway(nats: NatsServer): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = start(process.execPath, ['-r', '@swc-node/register', 'gateway/src/main.ts'], {
    NATS_URL: nats.url,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    // The bench is one client sending hundreds of documents: the anonymous limit would stop it.
    PDF_RATE_LIMIT: '1000000',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('gateway', async () => Boolean(await fetch(`${url}/api/health`)), 60_000);
  return { url, process: child };
}
