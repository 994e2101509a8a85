import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents/document-type.pipe';
import { pdfFormatField } from '../pdf/pdf-format';

/** `POST /api/send-email/send-document`: the spec's email send payload. The service checks the address. */
export const sendDocumentBodySchema = z.object({
  documentId: z.string().min(1, 'documentId is required').max(100),
  documentType: z.enum(DOCUMENT_TYPES, { message: 'documentType must be invoice, quote or credit_note' }),
  recipient: z.string().max(320).default(''),
  subject: z.string().max(500).default(''),
  message: z.string().max(10_000).default(''),
});

export type SendDocumentBody = z.infer<typeof sendDocumentBodySchema>;

/** The quote revision the client saw and decides on; without it, the latest. */
const revision = z.number().int().min(1).max(1_000_000).optional();

/** `POST /api/documents/quote/{token}/reject`: optionally the revision the client saw. */
export const rejectQuoteBodySchema = z.object({ revision });

/** `POST /api/documents/quote/{token}/accept`: the name the client typed (the service checks 1-100). */
export const acceptQuoteBodySchema = z.object({
  name: z.string().max(1000).default(''),
  revision,
});

/** `?revision=N` on the public view and its PDF: a quote's earlier revision. */
export const publicRevisionQuerySchema = z.object({
  revision: z.coerce
    .number({ message: 'revision must be a whole number from 1' })
    .int('revision must be a whole number from 1')
    .min(1, 'revision must be a whole number from 1')
    .max(1_000_000, 'revision must be a whole number from 1')
    .optional(),
});

export type PublicRevisionQuery = z.infer<typeof publicRevisionQuerySchema>;

/** `?revision=N&format=facturx` on a document's PDF, the owner's and the shared link's. */
export const documentPdfQuerySchema = publicRevisionQuerySchema.extend({ format: pdfFormatField });

export type DocumentPdfQuery = z.output<typeof documentPdfQuerySchema>;
