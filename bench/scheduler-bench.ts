/**
 * `npm run bench:scheduler`: what the scheduler costs (docs/scheduling.md). NATS and the store as
 * `npm start` runs them, one documents instance in this process with the development clock on, and
 * the store seeded directly with BENCH_SCHEDULER_COUNT (10,000) open invoices, as many sent quotes
 * (each quote one due action through JetStream, as a recurring profile or a reminder is) and as many
 * recurring profiles not yet due. Prints: a run with nothing due (median and p95 over
 * BENCH_SCHEDULER_TICKS runs, and each source's part), then — unless BENCH_SCHEDULER_CATCH_UP=off —
 * the run after a day of downtime, when every invoice and quote fell due at once: its time and rate.
 */
import type { INestMicroservice } from '@nestjs/common';
import { startService } from '@paydraft/nest-kit';
import { addDays, format } from 'date-fns';
import { tz } from '@date-fns/tz';
import mongoose, { Types } from 'mongoose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentsDefinition } from '../services/documents/src/documents.definition';
import { DueWorkRegistry } from '../services/documents/src/scheduler/due-work.registry';
import { SchedulerClock } from '../services/documents/src/scheduler/scheduler-clock';
import { SchedulerService } from '../services/documents/src/scheduler/scheduler.service';
import { freePort } from '../infra/scripts/lib/processes.mjs';
import { ROOT } from './lib/processes';
import { ms, summarize, timeIt } from './lib/stats';

const COUNT = Number(process.env.BENCH_SCHEDULER_COUNT ?? 10_000);
const TICKS = Number(process.env.BENCH_SCHEDULER_TICKS ?? 20);
const OWNERS = 100;
const DB = 'documents_scheduler_bench';
const DAY_SECONDS = 24 * 60 * 60;

type Infra = { natsUrl: string; mongoUrl: string; natsCredentialsDir?: string; stop(): Promise<void> };
type InfraModule = {
  startInfra(options: {
    dataDir: string;
    logDir: string;
    ports: { nats: number; store: number };
  }): Promise<Infra>;
};

/** `kind` documents per owner, due (invoices) or valid until (quotes) `date`, written past the hooks. */
function seedDocuments(kind: 'invoice' | 'quote', date: string, now: Date) {
  return Array.from({ length: COUNT }, (_, i) => ({
    _id: new Types.ObjectId(),
    ownerId: `bench-owner-${i % OWNERS}`,
    type: kind,
    number: `${kind === 'invoice' ? 'INV' : 'Q'}-${Math.floor(i / OWNERS) + 1}`,
    clientId: '',
    status: 'sent',
    issueDate: format(addDays(now, -30), 'yyyy-MM-dd'),
    dueOrExpiryDate: date,
    currency: 'USD',
    items: [{ description: 'Retainer', qty: '1', price: '110.00' }],
    totalAmount: '110.00',
    amountPaid: '0.00',
    balanceDue: '110.00',
    decision: '',
    revision: 1,
    revisions: [],
    createdAt: now,
    updatedAt: now,
  }));
}

/** Active monthly recurring profiles (docs/recurring-invoices.md) next due a month on: none falls due here. */
function seedProfiles(now: Date) {
  const nextRunAt = addDays(now, 30);
  return Array.from({ length: COUNT }, (_, i) => ({
    _id: new Types.ObjectId(),
    ownerId: `bench-owner-${i % OWNERS}`,
    template: { currency: 'USD', items: [{ description: 'Retainer :MONTH', qty: '1', price: '110.00' }] },
    clientId: `bench-client-${i}`,
    frequency: 'monthly',
    startDate: format(now, 'yyyy-MM-dd', { in: tz('UTC') }),
    end: { type: 'never' },
    timeZone: 'UTC',
    sendTime: '09:00',
    autoSend: false,
    dueDays: 14,
    status: 'active',
    nextSequence: 2,
    made: 1,
    nextDate: format(nextRunAt, 'yyyy-MM-dd', { in: tz('UTC') }),
    nextRunAt,
    leaseUntil: null,
    skipped: [],
    invoicesCreated: [],
    createdAt: now,
    updatedAt: now,
  }));
}

async function insertAll(collection: mongoose.mongo.Collection, all: Record<string, unknown>[]) {
  for (let i = 0; i < all.length; i += 1000) await collection.insertMany(all.slice(i, i + 1000));
}

async function seed(mongoUrl: string, clockToday: Date) {
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    const db = connection.useDb(DB);
    // Due tomorrow (the clock's): nothing is due until the clock moves.
    const tomorrow = format(addDays(clockToday, 1), 'yyyy-MM-dd', { in: tz('UTC') });
    for (const kind of ['invoice', 'quote'] as const) {
      await insertAll(db.collection('documents'), seedDocuments(kind, tomorrow, clockToday));
    }
    await insertAll(db.collection('recurring_profiles'), seedProfiles(clockToday));
  } finally {
    await connection.close();
  }
}

async function countStatus(mongoUrl: string, type: string, status: string) {
  const connection = await mongoose.createConnection(mongoUrl).asPromise();
  try {
    return await connection.useDb(DB).collection('documents').countDocuments({ type, status });
  } finally {
    await connection.close();
  }
}

async function measure(app: INestMicroservice, mongoUrl: string) {
  const scheduler = app.get(SchedulerService);
  const clock = app.get(SchedulerClock);
  await seed(mongoUrl, await clock.now());

  await scheduler.runDue();
  const idle: number[] = [];
  for (let i = 0; i < TICKS; i++) {
    const started = performance.now();
    await scheduler.runDue();
    idle.push(performance.now() - started);
  }
  const idleTiming = summarize(idle);
  const parts = await timeParts(app);

  const header = [
    `| a run with nothing due (${COUNT} open invoices, ${COUNT} sent quotes, ${COUNT} recurring profiles; sources: ${app
      .get(DueWorkRegistry)
      .sources.map((source) => source.name)
      .join(', ')}), median of ${TICKS} | ${ms(idleTiming.median)} |`,
    `| the same, p95 | ${ms(idleTiming.p95)} |`,
    ...parts,
  ];
  if (process.env.BENCH_SCHEDULER_CATCH_UP === 'off') return header;

  // A day of downtime past the documents' last day: everything is due at once.
  await clock.advance(2 * DAY_SECONDS);
  const started = performance.now();
  const handled = await scheduler.runDue();
  const seconds = (performance.now() - started) / 1000;
  const overdue = await countStatus(mongoUrl, 'invoice', 'overdue');
  const expired = await countStatus(mongoUrl, 'quote', 'expired');

  return [
    ...header,
    `| the run after a day of downtime: ${overdue} invoices marked overdue + ${expired} quotes expired | ${seconds.toFixed(1)} s |`,
    `| catch-up rate (sweep changes and handled actions per second) | ${Math.round(handled / seconds)}/s |`,
  ];
}

/** Where an idle run's time goes: each source's and sweep's look for due work (nothing is due: no writes). */
async function timeParts(app: INestMicroservice) {
  const now = await app.get(SchedulerClock).now();
  const registry = app.get(DueWorkRegistry);
  const rows: string[] = [];
  for (const sweep of registry.sweeps) {
    const timing = await timeIt(TICKS, 1, () => sweep.sweep(now));
    rows.push(`| of which the ${sweep.name} sweep, median | ${ms(timing.median)} |`);
  }
  for (const source of registry.sources) {
    const timing = await timeIt(TICKS, 1, () => source.claimDue(now, 200, now));
    rows.push(`| of which the ${source.name} claim, median | ${ms(timing.median)} |`);
  }
  return rows;
}

async function main(): Promise<void> {
  const { startInfra } = (await import(join(ROOT, 'infra/scripts/lib/stack.mjs'))) as InfraModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-scheduler-bench-'));
  const infra = await startInfra({
    dataDir,
    logDir: join(ROOT, '.data', 'bench-logs'),
    ports: { nats: await freePort(), store: await freePort() },
  });
  let app: INestMicroservice | undefined;
  try {
    app = await startService(documentsDefinition, {
      NATS_URL: infra.natsUrl,
      MONGO_URL: infra.mongoUrl,
      MONGO_DB_NAME: DB,
      ...(infra.natsCredentialsDir ? { NATS_CREDENTIALS_DIR: infra.natsCredentialsDir } : {}),
      LOG_LEVEL: 'warn',
      DEV_CLOCK: 'on',
      // Runs are started by the bench, not by the timer.
      SCHEDULER_TICK_MS: String(24 * 60 * 60 * 1000),
      ...pick(process.env, /^SCHEDULER_/),
    });
    const rows = await measure(app, infra.mongoUrl);
    const settings = Object.entries(pick(process.env, /^SCHEDULER_/));
    console.log(
      [
        `scheduler bench${settings.length ? ` (${settings.map(([k, v]) => `${k}=${v}`).join(', ')})` : ' (default settings)'}`,
        '| what | time |',
        '|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await app?.close();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function pick(env: NodeJS.ProcessEnv, pattern: RegExp): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => pattern.test(entry[0]) && !!entry[1]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
