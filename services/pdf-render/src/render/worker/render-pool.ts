import { toBinary } from '@bufbuild/protobuf';
import type { OnModuleInit, OnApplicationShutdown } from '@nestjs/common';
import {
  RenderDocumentRequestSchema,
  RenderEInvoiceRequestSchema,
  RenderReceiptRequestSchema,
  ServiceErrorReasons,
  type RenderDocumentRequest,
  type RenderEInvoiceRequest,
  type RenderReceiptRequest,
} from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type { RenderedPdf } from '../draw-document';
import type { WrittenEInvoice } from '../einvoice/write-einvoice';
import type { RenderJob, RenderOutcome } from './render-protocol';
import { RenderThread, type ThreadStop } from './render-thread';

export type RenderPoolOptions = {
  fontsDir: string;
  /** Render threads, each rendering one document at a time (PDF_RENDER_WORKERS). */
  threads: number;
  /** How long one render may take before its thread is stopped (PDF_RENDER_BUDGET_MS). */
  budgetMs: number;
};

export const TOO_COMPLEX_MESSAGE =
  'This document is too complex to make into a PDF in time. Shorten its longest texts or split it into several documents.';

/**
 * The service's renders, each on one of a few long-lived threads and within a time budget. A render
 * past the budget has its thread terminated (the work really stops; a timer racing a promise would
 * leave it running) and is refused with pdf.too_complex; a new thread replaces it. The main thread
 * only passes messages, so health checks and other requests keep being answered meanwhile. The budget
 * counts from when a thread takes the request, not while it waits for one.
 */
export class RenderPool implements OnModuleInit, OnApplicationShutdown {
  private readonly idle: RenderThread[] = [];
  private readonly waiting: Array<(thread: RenderThread) => void> = [];
  private readonly threads = new Set<RenderThread>();
  private closed = false;

  constructor(
    private readonly options: RenderPoolOptions,
    private readonly logger: Logger,
  ) {}

  /**
   * Starts every thread, each rendering a warm-up document, at module init: before the bootstrap hooks,
   * where the instance ping starts answering, so no instance is counted before it can render.
   */
  async onModuleInit(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.threads }, () => this.startThread()));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.threads].map((thread) => thread.terminate()));
    this.threads.clear();
  }

  /** @throws ServiceException pdf.too_complex past the budget, or the document's own refusal. */
  async render(request: RenderDocumentRequest): Promise<RenderedPdf> {
    const outcome = await this.run({ kind: 'pdf', request: toBinary(RenderDocumentRequestSchema, request) });
    if (outcome.kind !== 'rendered') throw unexpected(outcome);
    return { pdf: Buffer.from(outcome.pdf), pageCount: outcome.pageCount };
  }

  /** A payment's receipt, on a render thread within the same budget as any PDF. */
  async receipt(request: RenderReceiptRequest): Promise<RenderedPdf> {
    const outcome = await this.run({
      kind: 'receipt',
      request: toBinary(RenderReceiptRequestSchema, request),
    });
    if (outcome.kind !== 'rendered') throw unexpected(outcome);
    return { pdf: Buffer.from(outcome.pdf), pageCount: outcome.pageCount };
  }

  /** The e-invoice XML, written on a render thread within the same budget as a PDF. */
  async einvoice(request: RenderEInvoiceRequest): Promise<WrittenEInvoice> {
    const outcome = await this.run({
      kind: 'einvoice',
      request: toBinary(RenderEInvoiceRequestSchema, request),
    });
    if (outcome.kind !== 'written') throw unexpected(outcome);
    return { xml: outcome.xml, fileName: outcome.fileName };
  }

  /** The job's outcome when it made something; its refusal or failure thrown. */
  private async run(job: RenderJob): Promise<Extract<RenderOutcome, { kind: 'rendered' | 'written' }>> {
    const thread = await this.take();
    this.logger.debug({ budgetMs: this.options.budgetMs, job: job.kind }, 'render started');
    const outcome = thread.run(job, this.options.budgetMs).finally(() => this.giveBack(thread));
    return madeOf(await outcome.catch((stop: ThreadStop) => Promise.reject(this.refusalFor(stop))));
  }

  private refusalFor(stop: ThreadStop): Error {
    if (stop.kind === 'crashed') return stop.error;
    this.logger.warn({ budgetMs: this.options.budgetMs }, 'render stopped at its budget');
    return new ServiceException(ServiceErrorReasons.TOO_COMPLEX, TOO_COMPLEX_MESSAGE);
  }

  private take(): Promise<RenderThread> {
    for (let thread = this.idle.pop(); thread; thread = this.idle.pop()) {
      if (thread.alive) return Promise.resolve(thread);
      // It died while idle (a crash): replaced, and never handed a request it would not answer.
      this.giveBack(thread);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A thread that finished goes to the next waiting request; a stopped one is replaced. */
  private giveBack(thread: RenderThread): void {
    if (!thread.alive) {
      this.threads.delete(thread);
      if (!this.closed) void this.startThread();
      return;
    }
    const next = this.waiting.shift();
    if (next) next(thread);
    else this.idle.push(thread);
  }

  private async startThread(): Promise<void> {
    const thread = new RenderThread({ fontsDir: this.options.fontsDir });
    this.threads.add(thread);
    try {
      const ready = await thread.ready;
      if (ready.warmUpError) this.logger.warn({ err: ready.warmUpError }, 'renderer warm-up failed');
      else this.logger.info({ ms: ready.warmUpMs }, 'renderer warmed up');
    } catch (error) {
      this.threads.delete(thread);
      // A thread still starting when the service stops is terminated: that is no failure.
      if (!this.closed) this.logger.error({ err: error }, 'render thread did not start');
      return;
    }
    if (this.closed) return;
    this.giveBack(thread);
  }
}

function madeOf(outcome: RenderOutcome): Extract<RenderOutcome, { kind: 'rendered' | 'written' }> {
  switch (outcome.kind) {
    case 'rendered':
    case 'written':
      return outcome;
    case 'refused':
      throw new ServiceException({ code: outcome.reason, transport: outcome.transport }, outcome.message, {
        problems: outcome.problems,
      });
    case 'failed':
      throw new Error(outcome.message);
  }
}

/** A thread answered a job with the other kind's outcome: a bug, never the caller's doing. */
function unexpected(outcome: RenderOutcome): Error {
  return new Error(`render thread answered with '${outcome.kind}'`);
}
