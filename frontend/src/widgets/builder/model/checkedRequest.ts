import { pdfRequestSchema, type PdfRequest } from '@paydraft/invoice-core';
import type { BuilderState } from './builderState';
import { toPdfRequest } from './pdfRequest';

/**
 * The document with its table-border choice, checked as the server will check it: the PDF request, or
 * the reasons it is refused. Loaded when a document is first generated or saved: zod and the whole
 * document schema are not part of the builder's first load.
 */
export function checkedRequest(state: BuilderState): { request: PdfRequest } | { problem: string } {
  const checked = pdfRequestSchema.safeParse(toPdfRequest(state));
  if (checked.success) return { request: checked.data };
  return { problem: checked.error.issues.map((issue) => issue.message).join('. ') };
}
