import { occurrenceDate } from '@paydraft/invoice-core';
import { eventually, testEnv, uniqueDbName } from '@paydraft/nest-kit/testing';
import { addDays, format } from 'date-fns';
import { join } from 'node:path';
import { startProcess, stopProcess, type StartedProcess } from '../../infra/scripts/lib/processes.mjs';
import type { TestUser } from './documents-stack';
import { profileBody, RecurringStack, type ProfileJson } from './recurring-stack';

const LOG_DIR = join(__dirname, '../../.data/test-logs/recurring-kill');
/** Weekly occurrences the profile is behind when the clock moves: the catch-up the kill interrupts. */
const BEHIND = 24;
/** Invoices made before the kill: the kill lands mid-run, with the rest still to make. */
const KILL_AFTER = 4;

/**
 * Two documents instances as real processes on one store (the second joins the first's queue group
 * and its JetStream consumers), with the scheduler ticking every second and leases of 2 s, so a
 * killed instance's claimed occurrence comes back quickly; its unacknowledged event comes back after
 * JetStream's ack wait (30 s).
 */
function startDocuments(name: string, db: string): StartedProcess {
  return startProcess({
    name,
    command: process.execPath,
    args: ['-r', '@swc-node/register', 'services/documents/src/main.ts'],
    env: testEnv({
      MONGO_DB_NAME: db,
      LOG_LEVEL: 'warn',
      SCHEDULER_TICK_MS: '1000',
      SCHEDULER_LEASE_MS: '2000',
      RPC_TIMEOUT_MS: '5000',
    }),
    logDir: LOG_DIR,
  });
}

describe('recurring catch-up with 2 documents instances, one SIGKILLed mid-run', () => {
  const stack = new RecurringStack();
  const db = uniqueDbName('documents');
  const instances: StartedProcess[] = [];
  let owner: TestUser;
  let profile: ProfileJson;
  let start: string;

  beforeAll(async () => {
    await stack.start(['clients', 'pdf-render']);
    instances.push(startDocuments('documents-1', db), startDocuments('documents-2', db));
    await eventually(async () => ((await stack.documentsInstances()) === 2 ? true : undefined), 90_000);
    owner = stack.user();
    const clientId = await owner.client('Engines Ltd', { businessEmail: 'kill@engines.test' });
    await owner.call('POST', '/api/form-preferences', { business_name: 'Ada Studio' });
    const now = await stack.now();
    start = format(
      addDays(new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()), 1),
      'yyyy-MM-dd',
    );
    const created = await owner.call(
      'POST',
      '/api/recurring-invoices',
      profileBody(clientId, { frequency: 'weekly', start_date: start, auto_send: true }),
    );
    expect(created.status).toBe(201);
    profile = created.body.data as unknown as ProfileJson;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopProcess(instance)));
    await stack.stop();
  });

  it('makes every occurrence once: no duplicate invoice, no duplicate mail, no gap', async () => {
    // Occurrence BEHIND is due on day 1 + 7 × (BEHIND - 1) at 09:00; midnight after it leaves BEHIND due.
    const lastDue = occurrenceDate({ startDate: start, frequency: 'weekly' }, BEHIND);
    const target = addDays(new Date(`${lastDue}T00:00:00Z`), 1);
    const now = await stack.now();
    // The run of whichever instance takes the advance may die with it: its answer is not awaited.
    const advanced = stack
      .advanceHours((target.getTime() - now.getTime()) / 3_600_000)
      .catch((error: Error) => error);

    await eventually(
      async () => ((await stack.invoicesOf(owner, profile.id)).length >= KILL_AFTER ? true : undefined),
      60_000,
    );
    instances[0].child.kill('SIGKILL');
    expect((await instances[0].exited) as { signal: string }).toMatchObject({ signal: 'SIGKILL' });
    const madeAtKill = (await stack.invoicesOf(owner, profile.id)).length;

    const invoices = await eventually(async () => {
      const made = await stack.invoicesOf(owner, profile.id);
      return made.length >= BEHIND ? made : undefined;
    }, 150_000);
    await advanced;

    const occurrences = Array.from({ length: BEHIND }, (_, index) =>
      occurrenceDate({ startDate: start, frequency: 'weekly' }, index + 1),
    );
    expect(invoices.map((invoice) => invoice.issue_date)).toEqual(occurrences);
    expect(invoices.map((invoice) => invoice.document_number)).toEqual(
      occurrences.map((_, index) => `INV-${index + 1}`),
    );
    const read = (await owner.call('GET', `/api/recurring-invoices/${profile.id}`)).body
      .data as unknown as ProfileJson;
    expect(read.invoices_created).toEqual(invoices.map((invoice) => invoice.id));
    expect(read.next_date).toBe(occurrenceDate({ startDate: start, frequency: 'weekly' }, BEHIND + 1));

    const mails = await eventually(async () => {
      const found = stack.capture.mails().filter((mail) => mail.to.includes('kill@engines.test'));
      return found.length >= BEHIND ? found : undefined;
    }, 120_000);
    const subjects = mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      invoices.map((invoice) => `Invoice ${invoice.document_number} from Ada Studio`).sort(),
    );
    console.log(`recurring kill test: ${madeAtKill} of ${BEHIND} invoices made when documents-1 was killed`);
  }, 400_000);
});
