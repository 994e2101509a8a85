import { randomUUID } from 'node:crypto';
import { eventually } from '@paydraft/nest-kit/testing';
import type { CapturedMail } from '../mail-capture/src/captured-mail';
import { describeSamples } from './scale-out/open-loop-load';
import { startClusterStack, type ClusterStack, type Health } from './nats-failover/cluster-stack';
import { pressAgain, steadyLoad, type KindSample } from './nats-failover/steady-load';
import type { NatsNode } from '../scripts/lib/nats-nodes.mjs';

/** How long the load runs before the first fault, and with a node down, and after the last restart. */
const STEADY_MS = 6000;
const NODE_DOWN_MS = 6000;
/** The gateway sends an idempotent call again after this; a reply lost with a dead node costs one. */
const RPC_TIMEOUT_MS = 3000;
/** The preview limit whose count must survive the faults: 3 before them, 3 after, the 6th refused. */
const PREVIEW_LIMIT = 5;

const items = [{ description: 'Design work', qty: 2, price: '150.50' }];
/** As the builder saves a document. */
const saved = {
  sender_info: 'Ada Studio',
  receiver_info: 'Engines Ltd',
  issue_date: '2026-11-01',
  currency: 'EUR',
  items,
};
/** As the builder asks for a PDF or a preview. */
const invoice = { document_type: 'invoice', ...saved };

type Fault = {
  label: string;
  victim: string;
  killedAtMs: number;
  /** Until /api/health listed the killed node as down. */
  lossShownAfterMs: number;
  /** Until /api/health answered 200 again (it may not have stopped), with the loss shown. */
  servingAfterMs: number;
  /** How long /api/health answered anything but 200 meanwhile. */
  notServingMs: number;
  restartedAtMs: number;
  greenAfterMs: number;
};

describe('NATS as a 3-node cluster (R3) under load: the meta leader, then the events leader, killed and back', () => {
  let stack: ClusterStack;
  let owner: string;

  beforeAll(async () => {
    stack = await startClusterStack({
      // One client sends every request: the anonymous PDF limit would stop it; the preview one is the counted one.
      PDF_RATE_LIMIT: '1000000',
      PDF_PREVIEW_RATE_LIMIT: String(PREVIEW_LIMIT),
      PDF_PREVIEW_RATE_WINDOW_SECONDS: '3600',
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      HEALTH_TIMEOUT_MS: '1000',
    });
    owner = await stack.entitledOwner();
  }, 180_000);

  afterAll(() => stack?.stop());

  const asOwner = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${owner}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** A new document's save as the builder sends it: pressed again, with the same Idempotency-Key. */
  const create = (type: string, body: unknown) => {
    const key = { 'idempotency-key': randomUUID() };
    return pressAgain(
      () => asOwner('POST', `/api/documents/${type}`, body, key),
      (r) => r.status === 201,
    );
  };
  const anonymous = (path: string, body: unknown) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function renderPdf() {
    const response = await anonymous('/api/pdf', invoice);
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      ok: response.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-',
      outcome: String(response.status),
    };
  }

  let savedInvoices = 0;
  async function saveInvoice() {
    const save = await pressAgain(
      () => asOwner('POST', '/api/documents/invoice', saved),
      (r) => r.status === 201,
    );
    if (save.response) savedInvoices++;
    return {
      ok: save.response !== undefined,
      outcome: save.outcome,
      retried: save.retried,
      firstOutcome: `save ${save.firstOutcome}`,
    };
  }

  /** Quotes whose client's acceptance was answered: id and number. */
  const accepted: Array<{ id: string; number: string }> = [];
  async function sendAndAcceptQuote() {
    const save = await create('quote', { ...saved, status: 'sent' });
    if (!save.response) return { ok: false, outcome: `save ${save.outcome}` };
    const quote = ((await save.response.json()) as { data: { id: string; document_number: string } }).data;
    const shared = await pressAgain(
      () => asOwner('POST', `/api/documents/quote/${quote.id}/share`),
      (r) => r.ok,
    );
    if (!shared.response) return { ok: false, outcome: `share ${shared.outcome}` };
    const { token } = ((await shared.response.json()) as { data: { token: string } }).data;
    // A second press after a lost answer finds the quote decided by the first: 409, which is success.
    const decided = await pressAgain(
      () => anonymous(`/api/documents/quote/${token}/accept`, { name: 'Grace Hopper' }),
      (r) => r.status === 200 || r.status === 409,
    );
    if (!decided.response) return { ok: false, outcome: `accept ${decided.outcome}` };
    accepted.push({ id: quote.id, number: quote.document_number });
    const steps = { save, share: shared, accept: decided };
    const retried = Object.entries(steps).filter(([, step]) => step.retried);
    const firstOutcome = retried.map(([name, step]) => `${name} ${step.firstOutcome}`).join(', ');
    return { ok: true, outcome: decided.outcome, retried: retried.length > 0, firstOutcome };
  }

  const preview = async () => (await anonymous('/api/pdf/preview', invoice)).status;

  /** How long until /api/health is as `accepts` wants it. */
  async function untilHealth(accepts: (health: Health) => boolean, timeoutMs = 60_000): Promise<number> {
    const started = performance.now();
    await eventually(async () => (accepts(await stack.health()) ? true : undefined), timeoutMs);
    return performance.now() - started;
  }
  const serving = (health: Health) => health.httpStatus === 200;
  const allNodesUp = (health: Health) => serving(health) && health.nats?.status === 'up';

  /** Kills the node, keeps the load on it for NODE_DOWN_MS, starts it again, and times the way back. */
  async function killAndRestart(label: string, victim: NatsNode, now: () => number): Promise<Fault> {
    const killedAtMs = now();
    await victim.kill();
    let lossShownAfterMs = Number.NaN;
    let notServingMs = 0;
    let last = performance.now();
    const servingAfterMs = await untilHealth((health) => {
      const shown = health.nats?.nodes.some((node) => node.name === victim.name && node.status === 'down');
      if (shown && Number.isNaN(lossShownAfterMs)) lossShownAfterMs = now() - killedAtMs;
      if (!serving(health)) notServingMs += performance.now() - last;
      last = performance.now();
      return serving(health) && shown === true;
    });
    await new Promise((resolve) => setTimeout(resolve, NODE_DOWN_MS));
    const restartedAtMs = now();
    await victim.start();
    const greenAfterMs = await untilHealth(allNodesUp);
    const times = { killedAtMs, lossShownAfterMs, servingAfterMs, notServingMs, restartedAtMs, greenAfterMs };
    return { label, victim: victim.name, ...times };
  }

  it('fails no request beyond those in flight at a kill (each answered when pressed again), handles every acceptance once, and keeps the rate-limit counts', async () => {
    await untilHealth(allNodesUp);
    expect([await preview(), await preview(), await preview()]).toEqual([200, 200, 200]);
    // Every stream and bucket the product keeps is on all three nodes.
    expect(await stack.streamReplicas()).toMatchObject({
      PAYDRAFT_EVENTS: 3,
      PAYDRAFT_DEAD_LETTERS: 3,
      KV_paydraft_limits: 3,
    });

    const load = steadyLoad([
      { kind: 'pdf', everyMs: 300, send: renderPdf },
      { kind: 'save', everyMs: 700, send: saveInvoice },
      { kind: 'quote', everyMs: 1200, send: sendAndAcceptQuote },
    ]);
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    const faults = [await killAndRestart('meta leader', await stack.metaLeader(), load.now)];
    const eventsLeader = (await stack.health()).nats?.nodes.find((node) => node.leader)?.name;
    faults.push(await killAndRestart('events stream leader', stack.node(eventsLeader ?? 'none'), load.now));
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    const samples = await load.stop();

    const previewsAfter = [await preview(), await preview(), await preview()];
    const mails = await untilNoticesFor(accepted.map((quote) => quote.number));
    const acceptances = await Promise.all(accepted.map((quote) => acceptancesOf(quote.id)));
    const listed = await invoicesListed();
    report(samples, faults, { accepted: accepted.length, mails, savedInvoices, listed, previewsAfter });

    expect(samples.filter((sample) => !sample.ok).map((s) => `${s.kind} ${s.outcome}`)).toEqual([]);
    // Only a request in flight when a node died needed a second press.
    const outsideKills = samples.filter((s) => s.retried && !faults.some((fault) => inFlightAt(s, fault)));
    expect(outsideKills.map((s) => `${s.kind} sent at ${s.sentAtMs.toFixed(0)} ms`)).toEqual([]);
    expect(faults.map((fault) => fault.victim)).toEqual([faults[0].victim, eventsLeader]);
    expect(accepted.length).toBeGreaterThan(10);
    expect(acceptances).toEqual(accepted.map(() => 1));
    expect(accepted.map((quote) => mails.get(quote.number))).toEqual(accepted.map(() => 1));
    expect(listed).toBe(savedInvoices + accepted.length);
    // 3 previews counted before the faults: 5 allowed in the hour, so the 3rd after them is refused.
    expect(previewsAfter).toEqual([200, 200, 429]);
  }, 240_000);

  /** A fault's window: sent before the node died and answered after, or sent while a leader was elected. */
  const inFlightAt = (sample: KindSample, fault: Fault) =>
    sample.sentAtMs <= fault.killedAtMs + fault.servingAfterMs &&
    sample.sentAtMs + sample.ms >= fault.killedAtMs;

  async function acceptancesOf(quoteId: string): Promise<number> {
    const response = await asOwner('GET', `/api/dashboard/recent-activity?document_id=${quoteId}`);
    const { data } = (await response.json()) as { data: { activities: Array<{ action: string }> } };
    return data.activities.filter((entry) => entry.action === 'accepted').length;
  }

  async function invoicesListed(): Promise<number> {
    const response = await asOwner('GET', '/api/documents/all?page=1&pageSize=1');
    return ((await response.json()) as { counts: { all: number } }).counts.all;
  }

  /** The owner's 'was accepted' notices per quote number, once each accepted quote has at least one. */
  function untilNoticesFor(numbers: string[]): Promise<Map<string, number>> {
    return eventually(async () => {
      const notices = await acceptedNotices();
      return numbers.every((number) => notices.has(number)) ? notices : undefined;
    }, 60_000);
  }

  async function acceptedNotices(): Promise<Map<string, number>> {
    const mails = (await (await fetch(`${stack.mailboxUrl}/api/mails`)).json()) as CapturedMail[];
    const notices = new Map<string, number>();
    for (const { subject } of mails) {
      const number = /^Quote (.+) was accepted by /.exec(subject)?.[1];
      if (number) notices.set(number, (notices.get(number) ?? 0) + 1);
    }
    return notices;
  }
});

function report(
  samples: KindSample[],
  faults: Fault[],
  outcome: {
    accepted: number;
    mails: Map<string, number>;
    savedInvoices: number;
    listed: number;
    previewsAfter: number[];
  },
) {
  const around = (fault: Fault) =>
    samples.filter((s) => s.sentAtMs >= fault.killedAtMs - 1000 && s.sentAtMs < fault.killedAtMs + 5000);
  const lines = [
    `NATS failover (3 nodes, JETSTREAM_REPLICAS=3; load: a PDF every 300 ms, an invoice saved every 700 ms, a quote saved, shared and accepted every 1.2 s)`,
    describeSamples('all', samples),
    ...['pdf', 'save', 'quote'].map((kind) =>
      describeSamples(
        `  ${kind}`,
        samples.filter((s) => s.kind === kind),
      ),
    ),
    describeSamples(
      'steady, before the first kill',
      samples.filter((s) => s.sentAtMs + s.ms < faults[0].killedAtMs),
    ),
    ...faults.flatMap((fault) => [
      `${fault.label} (${fault.victim}) SIGKILLed at ${(fault.killedAtMs / 1000).toFixed(1)} s: /api/health listed it down after ${fault.lossShownAfterMs.toFixed(0)} ms, answered other than 200 for ${fault.notServingMs.toFixed(0)} ms, 200 with the loss shown after ${fault.servingAfterMs.toFixed(0)} ms; started again at ${(fault.restartedAtMs / 1000).toFixed(1)} s, every node up after ${fault.greenAfterMs.toFixed(0)} ms`,
      describeSamples('  sent from 1 s before to 5 s after the kill', around(fault)),
    ]),
    `pressed twice (a step failed once, then worked): ${samples.filter((s) => s.retried).length}`,
    ...samples
      .filter((s) => s.retried)
      .map((s) => `  ${s.kind} sent at ${(s.sentAtMs / 1000).toFixed(1)} s, first answer: ${s.firstOutcome}`),
    `quotes accepted: ${outcome.accepted}; 'accepted' notices mailed: ${[...outcome.mails.values()].reduce((a, b) => a + b, 0)}; documents listed ${outcome.listed} = ${outcome.savedInvoices} invoices + ${outcome.accepted} quotes saved`,
    `previews after the faults (limit ${PREVIEW_LIMIT}/h, 3 counted before): ${outcome.previewsAfter.join(', ')}`,
  ];
  console.log(lines.join('\n'));
}
