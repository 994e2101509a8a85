import { z } from 'zod';

/** `POST /api/send-email/send-document`: the spec's email send payload. The service checks the address. */
export const sendDocumentBodySchema = z.object({
  documentId: z.string().min(1, 'documentId is required').max(100),
  documentType: z.enum(['invoice', 'quote'], { message: 'documentType must be invoice or quote' }),
  recipient: z.string().max(320).default(''),
  subject: z.string().max(500).default(''),
  message: z.string().max(10_000).default(''),
});

export type SendDocumentBody = z.infer<typeof sendDocumentBodySchema>;

/** `POST /api/documents/quote/{token}/accept`: the name the client typed (the service checks 1-100). */
export const acceptQuoteBodySchema = z.object({
  name: z.string().max(1000).default(''),
});
