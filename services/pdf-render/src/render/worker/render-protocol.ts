import type { ErrorCode } from '@paydraft/contracts';

/** What a render thread is started with. */
export type RenderWorkerData = { fontsDir: string };

/** The first message of a thread: it rendered the warm-up document (or could not) and takes requests. */
export type WorkerReady = { kind: 'ready'; warmUpMs: number; warmUpError?: string };

/** One request, as the protobuf bytes of a RenderDocumentRequest. */
export type RenderJob = { request: Uint8Array };

/** How a job ended: the PDF, a coded refusal (the service's ServiceException), or an unexpected error. */
export type RenderOutcome =
  | { kind: 'rendered'; pdf: Uint8Array; pageCount: number }
  | { kind: 'refused'; reason: string; transport: ErrorCode; message: string }
  | { kind: 'failed'; message: string };

export type WorkerMessage = WorkerReady | RenderOutcome;
