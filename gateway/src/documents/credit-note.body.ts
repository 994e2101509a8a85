import type { DocumentFields } from '@paydraft/contracts';
import { z } from 'zod';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { documentFieldsOf, savedDocumentBodySchema } from './saved-document.body';

const invoiceIdSchema = z.object({
  invoice_id: z
    .string({ error: 'invoice_id is required: the id of the invoice this credit note credits' })
    .trim()
    .min(1, { error: 'invoice_id is required: the id of the invoice this credit note credits' })
    .max(100, { error: 'invoice_id must be at most 100 characters' }),
});

/**
 * `POST /api/documents/credit_note`: `invoice_id`, and the saved-document fields. A body of
 * `invoice_id` alone asks for a copy of the invoice (no fields: the documents service copies it).
 */
export function creditNoteBodyOf(body: unknown): { invoiceId: string; fields?: DocumentFields } {
  const { invoice_id: invoiceId } = new ZodBodyPipe(invoiceIdSchema).transform(body);
  const { invoice_id: _named, ...form } = body as Record<string, unknown>;
  if (Object.keys(form).length === 0) return { invoiceId };
  return {
    invoiceId,
    fields: documentFieldsOf(new ZodBodyPipe(savedDocumentBodySchema('credit_note')).transform(form)),
  };
}
