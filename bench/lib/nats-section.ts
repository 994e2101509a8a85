import { PdfRenderRpc, type RenderDocumentRequest } from '@paydraft/contracts';
import { connectNats, RpcClient } from '@paydraft/nest-kit';
import { peakRssMb, stop } from './processes';
import { startGateway, startNats, startRenderer, type NatsServer } from './nats-stack';
import { throughput, timeIt, type Timing } from './stats';
import { toBuilderJson } from './bench-documents';

export type NatsFigures = {
  viaNats: Timing;
  docsPerSecond: { one: number; two: number };
  rendererPeakRssMb: number;
  gateway: { onePage: Timing; manyItems: Timing } | string;
};

const CONCURRENCY = 8;
const WARM_UP_DOCS = 300;
const ROUND_DOCS = 600;
const ROUNDS = 3;

/** Throughput with 1 then 2 pdf-render processes in the queue group, and latency through the gateway. */
export async function natsSection(
  onePage: RenderDocumentRequest,
  manyItems: RenderDocumentRequest,
): Promise<NatsFigures> {
  const nats = await startNats();
  const connection = await connectNats(nats.url, 'pdf-bench');
  const client = new RpcClient(connection, { timeoutMs: 10_000 });
  const render = (request: RenderDocumentRequest) => () =>
    client.request(PdfRenderRpc.renderDocument, request);
  const first = await startRenderer(nats);
  try {
    const viaNats = await timeIt(200, 50, render(onePage));
    const one = await throughputOf(render(onePage));
    const second = await startRenderer(nats);
    const two = await throughputOf(render(onePage));
    const rendererPeakRssMb = Math.max(peakRssMb(first), peakRssMb(second));
    const gateway = await gatewaySection(nats, onePage, manyItems).catch(
      (error: unknown) => `not measured: ${String(error)}`,
    );
    await stop(second);
    return { viaNats, docsPerSecond: { one, two }, rendererPeakRssMb, gateway };
  } finally {
    await connection.drain();
    await stop(first);
    await stop(nats.process);
  }
}

/**
 * Median of several rounds after a warm-up long enough for a newly started instance's JIT: on two
 * cores shared with this client and NATS, one round alone swings with whatever else runs.
 */
async function throughputOf(run: () => Promise<unknown>): Promise<number> {
  await throughput(WARM_UP_DOCS, CONCURRENCY, run);
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await throughput(ROUND_DOCS, CONCURRENCY, run));
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
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
    return { onePage: await timeIt(200, 30, post(onePage)), manyItems: await timeIt(30, 5, post(manyItems)) };
  } finally {
    await stop(gateway.process);
  }
}
