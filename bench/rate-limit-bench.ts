/**
 * What the shared rate limits add to a limited request: one count in the JetStream KV bucket (a direct
 * get and a compare-and-set put), timed over 1,000 calls on a throw-away nats-server with JetStream.
 * Then two connections (two gateways) counting one key at once, to show the compare-and-set loses no
 * request under contention. Run: `node -r @swc-node/register bench/rate-limit-bench.ts`.
 */
import { RATE_LIMIT_BUCKET } from '@paydraft/contracts';
import { connectNats } from '@paydraft/nest-kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayEnvSchema } from '../gateway/src/config/gateway.config';
import { decodeWindow } from '../gateway/src/limits/count-window';
import { CounterStore } from '../gateway/src/limits/counter-store';
import { freePort } from '../infra/scripts/lib/processes.mjs';
import { start, stop, waitFor } from './lib/processes';
import { ms, summarize, timeIt, type Timing } from './lib/stats';

const CALLS = 1000;
const rule = { limit: 1_000_000, windowMs: 3_600_000 };
const row = (name: string, timing: Timing) => `| ${name} | ${ms(timing.median)} | ${ms(timing.p95)} |`;

async function main(): Promise<void> {
  const storeDir = mkdtempSync(join(tmpdir(), 'paydraft-limits-bench-'));
  const [port, monitor] = [await freePort(), await freePort()];
  const server = start(
    '.tools/bin/nats-server',
    ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitor)],
    {},
    true,
  );
  await waitFor('nats-server', async () => (await fetch(`http://127.0.0.1:${monitor}/healthz`)).ok);
  const url = `nats://127.0.0.1:${port}`;
  const config = gatewayEnvSchema.parse({ NATS_URL: url });
  const [first, second] = [await connectNats(url, 'gateway'), await connectNats(url, 'gateway')];
  try {
    const stores = [new CounterStore(first, config), new CounterStore(second, config)];
    let fresh = 0;
    const rows = [
      row('count, one key (get + update)', await timeIt(CALLS, 50, () => stores[0].take('bench.same', rule))),
      row(
        'count, a new key each time (get + create)',
        await timeIt(CALLS, 50, () => stores[0].take(`bench.fresh.${fresh++}`, rule)),
      ),
    ];

    // Two gateways, 8 counts in flight each, all on one key.
    const samples: number[] = [];
    let refused = 0;
    const counter = async (store: CounterStore) => {
      for (let i = 0; i < CALLS / 8; i++) {
        const started = process.hrtime.bigint();
        if ((await store.take('bench.contended', rule)) > 0) refused++;
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    };
    await Promise.all(stores.flatMap((store) => Array.from({ length: 8 }, () => counter(store))));
    rows.push(row('count, one key, 2 connections x 8 in flight', summarize(samples)));
    const kv = await first.jetstream().views.kv(RATE_LIMIT_BUCKET);
    const entry = await kv.get('bench.contended');
    const counted = entry ? decodeWindow(entry.string())?.count : undefined;

    console.log(`cores: ${cpus().length} (${cpus()[0]?.model ?? 'unknown'})`);
    console.log('| what | median | p95 |\n|---|---|---|');
    console.log(rows.join('\n'));
    console.log(
      `contended key: ${samples.length} counts, ${refused} refused as contended, ${counted} stored ` +
        '(stored + refused = counts: no update lost)',
    );
  } finally {
    await first.drain();
    await second.drain();
    await stop(server);
    rmSync(storeDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
