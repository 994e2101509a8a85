/**
 * `npm run bench:api`: the documents history through the whole product as `npm start` runs it (FerretDB
 * on SQLite). One owner gets BENCH_DOCS documents (10,000) and BENCH_CLIENTS clients (a tenth), saved
 * through the gateway's API; then each case (BENCH_CASES: words of their names, comma-separated; all
 * when unset) runs at steady rates (BENCH_RATES, 10,50,100 per second, BENCH_SECONDS each, 10) with one
 * documents instance, then with two sharing the requests. About half the invoices (those sent or
 * overdue) get a part payment, dated over the last year, for the money cases (balance order, unpaid
 * filter, the overview's totals).
 */
import { cpus, totalmem } from 'node:os';
import { atRate, type LoadResult } from './api/load';
import { apiAs, seedClients, seedDocuments, seedPayments, type Api, type SeededDocument } from './api/seed';
import { entitledOwner } from '../infra/admin/entitled-owner';
import { startApiStack } from './api/stack';

const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? Math.max(10, Math.round(DOCS / 10)));
const RATES = (process.env.BENCH_RATES ?? '10,50,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CASES = process.env.BENCH_CASES?.split(',').map((word) => word.trim().toLowerCase());
/** Saves in flight while seeding: enough to keep two cores busy, not so many that saves time out. */
const SEED_CONCURRENCY = 8;
/** Unmeasured calls of each case first, so every documents instance has read the owner. */
const WARM_UP_CALLS = 30;

type Case = { name: string; run: () => Promise<void> };

/** Changes the owner may make by hand (a quote's decision is the client's). */
const NEXT_STATUS = { invoice: ['sent', 'paid'], quote: ['sent', 'pending'] };

function cases(api: Api, documents: SeededDocument[], clientIds: string[]): Case[] {
  const get = (path: string) => async () => void (await api.call('GET', path));
  let changes = 0;
  return [
    { name: 'first history page', run: get('/api/documents/all?page=1&pageSize=10') },
    {
      name: 'first history page by balance',
      run: get('/api/documents/all?page=1&pageSize=10&sort=balance&order=desc'),
    },
    {
      name: 'unpaid invoices by due date',
      run: get('/api/documents/all?type=invoice&payment=unpaid&sort=due_date&page=1&pageSize=10'),
    },
    { name: 'overview totals', run: get('/api/dashboard/totals') },
    {
      name: 'search (receiver, about 2% match)',
      run: get('/api/documents/all?search=customer%2042&page=1&pageSize=10'),
    },
    { name: 'one client', run: get(`/api/documents/all?client=${clientIds[1]}&page=1&pageSize=10`) },
    { name: 'stats', run: get('/api/stats') },
    {
      name: 'status change (PUT)',
      run: async () => {
        const n = changes++;
        const document = documents[(n * 7919) % documents.length];
        const status = NEXT_STATUS[document.type][n % 2];
        await api.call('PUT', `/api/documents/${document.type}/${document.id}`, { ...document.body, status });
      },
    },
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function row(name: string, instances: number, rate: number, result: LoadResult) {
  const errors = result.errors ? ` (${result.errors} errors)` : '';
  return `| ${name} | ${instances} | ${rate} | ${result.achieved.toFixed(1)}${errors} | ${result.refused} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} |`;
}

const chosen = (all: Case[]) =>
  CASES ? all.filter(({ name }) => CASES.some((word) => name.toLowerCase().includes(word))) : all;

async function measure(all: Case[], instances: number): Promise<string[]> {
  // A failed warm-up call is reported, not fatal: after a burst of writes an instance reads the owner
  // again, which can outlast the gateway's RPC timeout on a busy machine.
  let failed = 0;
  for (const { run } of all) for (let i = 0; i < WARM_UP_CALLS; i++) await run().catch(() => failed++);
  if (failed) console.log(`(${failed} warm-up calls failed, ${instances} documents instance(s))`);
  const rows: string[] = [];
  for (const { name, run } of all) {
    for (const rate of RATES) {
      const line = row(name, instances, rate, await atRate(rate, SECONDS, run));
      console.log(line);
      rows.push(line);
    }
  }
  return rows;
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ` +
      `${DOCS} documents, ${CLIENTS} clients; ${SECONDS} s per rate`,
  );
  const stack = await startApiStack();
  try {
    const api = apiAs(stack.url, await entitledOwner({ url: stack.url, natsUrl: stack.natsUrl }, 'bench'));
    const clientIds = await timed(`${CLIENTS} clients saved`, () =>
      seedClients(api, CLIENTS, SEED_CONCURRENCY),
    );
    const documents = await timed(`${DOCS} documents saved`, () =>
      seedDocuments(api, DOCS, clientIds, SEED_CONCURRENCY),
    );
    await timed(`payments recorded`, async () =>
      console.log(`${await seedPayments(api, documents, SEED_CONCURRENCY)} payments`),
    );
    const all = chosen(cases(api, documents, clientIds));
    const header = [
      '| case | documents instances | target /s | achieved /s | refused at once (503) | p50 | p95 | p99 |',
      '|---|---|---|---|---|---|---|---|',
    ];
    console.log(header.join('\n'));
    const rows = await measure(all, 1);
    await stack.addDocumentsInstance();
    rows.push(...(await measure(all, 2)));
    console.log(`\n${[...header, ...rows].join('\n')}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
