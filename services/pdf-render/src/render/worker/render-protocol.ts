import type { ErrorCode } from '@paydraft/contracts';
import type { FieldProblem } from '@paydraft/nest-kit';

/** What a render thread is started with. */
export type RenderWorkerData = { fontsDir: string };

/** The first message of a thread: it rendered the warm-up document (or could not) and takes requests. */
export type WorkerReady = { kind: 'ready'; warmUpMs: number; warmUpError?: string };

/**
 * One request, as the protobuf bytes of a RenderDocumentRequest (a PDF), a RenderReceiptRequest (a
 * receipt's PDF) or a RenderEInvoiceRequest.
 */
export type RenderJob =
  | { kind: 'pdf'; request: Uint8Array }
  | { kind: 'receipt'; request: Uint8Array }
  | { kind: 'einvoice'; request: Uint8Array };

/**
 * How a job ended: the PDF or the e-invoice XML, a coded refusal (the service's ServiceException, with
 * the problems of a document not ready for an e-invoice), or an unexpected error.
 */
export type RenderOutcome =
  | { kind: 'rendered'; pdf: Uint8Array; pageCount: number }
  | { kind: 'written'; xml: string; fileName: string }
  | { kind: 'refused'; reason: string; transport: ErrorCode; message: string; problems?: FieldProblem[] }
  | { kind: 'failed'; message: string };

export type WorkerMessage = WorkerReady | RenderOutcome;
