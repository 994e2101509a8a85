import { PdfRenderRpc, type RenderDocumentRequest } from '@paydraft/contracts';
import { connectNats, RpcClient } from '@paydraft/nest-kit';
import { peakRssMb, stop } from './processes';
import { startGateway, startNats, startRenderer, type NatsServer } from './nats-stack';
import { throughput, timeIt, type Throughput, type Timing } from './stats';
import { toBuilderJson } from './bench-documents';
import { HEAVIEST_ACCEPTED, PROBE_BODY } from './worst-cases';

export type NatsFigures = {
  viaNats: Timing;
  /** PDFs per second and latency under concurrent load, per number of pdf-render instances. */
  scaling: Array<{ instances: number } & Throughput>;
  rendererPeakRssMb: number;
  gateway: { onePage: Timing; manyItems: Timing; probe: ProbeFigures } | string;
};

/** The probe's body through the gateway, and what the same instance answered while it ran. */
type Answer = { answer: string; ms: number };
export type ProbeFigures = { probe: Answer; heaviest: Answer; healthMs: number; onePageMs: number };

/** Requests in flight at once: enough to keep 4 instances busy. */
export const CONCURRENCY = 8;
/** The pdf-render instance counts measured, each added to the queue group in turn. */
const INSTANCE_COUNTS = [1, 2, 4];
const WARM_UP_DOCS = 300;
const ROUND_DOCS = 600;
const ROUNDS = 3;

/** Throughput with 1, 2, then 4 pdf-render processes in the queue group, and latency through the gateway. */
export async function natsSection(
  onePage: RenderDocumentRequest,
  manyItems: RenderDocumentRequest,
): Promise<NatsFigures> {
  const nats = await startNats();
  const connection = await connectNats(nats.url, 'pdf-bench');
  const client = new RpcClient(connection, { timeoutMs: 10_000 });
  const render = (request: RenderDocumentRequest) => () =>
    client.request(PdfRenderRpc.renderDocument, request);
  const renderers = [await startRenderer(nats)];
  try {
    const viaNats = await timeIt(200, 50, render(onePage));
    const scaling = [];
    for (const instances of INSTANCE_COUNTS) {
      while (renderers.length < instances) renderers.push(await startRenderer(nats));
      scaling.push({ instances, ...(await throughputOf(render(onePage))) });
    }
    const rendererPeakRssMb = Math.max(...renderers.map(peakRssMb));
    const gateway = await gatewaySection(nats, onePage, manyItems).catch(
      (error: unknown) => `not measured: ${String(error)}`,
    );
    return { viaNats, scaling, rendererPeakRssMb, gateway };
  } finally {
    await connection.drain();
    for (const renderer of renderers) await stop(renderer);
    await stop(nats.process);
  }
}

/**
 * Median of several rounds after a warm-up long enough for a newly started instance's JIT: on two
 * cores shared with this client and NATS, one round alone swings with whatever else runs.
 */
async function throughputOf(run: () => Promise<unknown>): Promise<Throughput> {
  await throughput(WARM_UP_DOCS, CONCURRENCY, run);
  const rounds: Throughput[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await throughput(ROUND_DOCS, CONCURRENCY, run));
  return rounds.sort((a, b) => a.perSecond - b.perSecond)[Math.floor(ROUNDS / 2)];
}

async function gatewaySection(
  nats: NatsServer,
  onePage: RenderDocumentRequest,
  manyItems: RenderDocumentRequest,
) {
  const gateway = await startGateway(nats);
  try {
    const post = (request: RenderDocumentRequest) => async () => {
      const form = new FormData();
      form.set('document', toBuilderJson(request));
      const response = await fetch(`${gateway.url}/api/pdf`, { method: 'POST', body: form });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok || body.subarray(0, 5).toString() !== '%PDF-') {
        throw new Error(`POST /api/pdf answered ${response.status}: ${body.subarray(0, 200).toString()}`);
      }
    };
    return {
      onePage: await timeIt(200, 30, post(onePage)),
      manyItems: await timeIt(30, 5, post(manyItems)),
      probe: await probeFigures(gateway.url, post(onePage)),
    };
  } finally {
    await stop(gateway.process);
  }
}

const postJson = async (url: string, request: RenderDocumentRequest) => {
  const started = performance.now();
  const response = await fetch(`${url}/api/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: toBuilderJson(request),
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { answer: `${response.status} ${body.code ?? ''}`.trim(), ms: performance.now() - started };
};

/**
 * The probe's body, then the heaviest document the schema accepts, asking for health and a one-page
 * PDF while pdf-render works on the latter.
 */
async function probeFigures(url: string, postOnePage: () => Promise<void>): Promise<ProbeFigures> {
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const probe = await postJson(url, PROBE_BODY);
  const heaviest = postJson(url, HEAVIEST_ACCEPTED);
  const healthMs = await timed(() => fetch(`${url}/api/health`));
  const onePageMs = await timed(postOnePage);
  return { probe, heaviest: await heaviest, healthMs, onePageMs };
}
