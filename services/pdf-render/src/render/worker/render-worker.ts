// The entry of one render thread (see RenderThread): renders requests one at a time, off the service's
// main thread, so a render the budget stops is ended by terminating this thread.
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { fromBinary } from '@bufbuild/protobuf';
import {
  RenderDocumentRequestSchema,
  RenderEInvoiceRequestSchema,
  RenderReceiptRequestSchema,
} from '@paydraft/contracts';
import { isServiceErrorPayload, ServiceException } from '@paydraft/nest-kit';
import { RenderService } from '../render.service';
import { FontLibrary } from '../text/font-library';
import type { RenderJob, RenderOutcome, RenderWorkerData, WorkerReady } from './render-protocol';
import { WARM_UP_DOCUMENT } from './warm-up-document';

const port = parentPort!;
const renderer = new RenderService(new FontLibrary((workerData as RenderWorkerData).fontsDir));

async function done(job: RenderJob): Promise<RenderOutcome> {
  if (job.kind === 'einvoice') {
    return { kind: 'written', ...renderer.einvoice(fromBinary(RenderEInvoiceRequestSchema, job.request)) };
  }
  const { pdf, pageCount } =
    job.kind === 'receipt'
      ? await renderer.receipt(fromBinary(RenderReceiptRequestSchema, job.request))
      : await renderer.render(fromBinary(RenderDocumentRequestSchema, job.request));
  return { kind: 'rendered', pdf, pageCount };
}

async function outcomeOf(job: RenderJob): Promise<RenderOutcome> {
  try {
    return await done(job);
  } catch (error) {
    const payload = error instanceof ServiceException ? error.getError() : undefined;
    if (isServiceErrorPayload(payload)) {
      const { reason, code: transport, message, problems } = payload;
      return { kind: 'refused', reason, transport, message, ...(problems ? { problems } : {}) };
    }
    return {
      kind: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

async function warmUp(): Promise<WorkerReady> {
  const started = performance.now();
  try {
    await renderer.render(WARM_UP_DOCUMENT);
    return { kind: 'ready', warmUpMs: Math.round(performance.now() - started) };
  } catch (error) {
    // A failed warm-up leaves a slower first request, not a broken thread.
    return { kind: 'ready', warmUpMs: Math.round(performance.now() - started), warmUpError: String(error) };
  }
}

port.on('message', (job: RenderJob) => {
  void outcomeOf(job).then((outcome) => port.postMessage(outcome));
});

void warmUp().then((ready) => port.postMessage(ready));
