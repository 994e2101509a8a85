import { PAYMENT_METHODS } from '@paydraft/invoice-core';
import { z } from 'zod';

/** A decimal amount as text ('40.00') or a JSON number; the service checks it against the currency's digits. */
const amount = z
  .union([z.string().max(40), z.number().finite()], { message: 'amount must be a positive decimal number' })
  .transform(String);

/**
 * `POST /api/documents/invoice/{id}/payments`: one payment of the invoice. The service checks the amount
 * (positive, at most the currency's digits, at most the balance unless `overpayment`), the date
 * (YYYY-MM-DD, empty or absent for today, UTC) and the currency (the invoice's; optional).
 */
export const recordPaymentBodySchema = z.object({
  amount,
  currency: z.string().max(10).default(''),
  date: z.string().max(20).default(''),
  method: z.enum(PAYMENT_METHODS, { message: `method must be one of ${PAYMENT_METHODS.join(', ')}` }),
  reference: z.string().max(200, 'reference is at most 200 characters').default(''),
  note: z.string().max(1000, 'note is at most 1000 characters').default(''),
  /** The part above the balance becomes a credit note of the invoice (else 422). */
  overpayment: z.boolean().default(false),
  /** Email the client a receipt (to receipt_email, else the buyer's email). */
  send_receipt: z.boolean().default(false),
  receipt_email: z.string().max(320).default(''),
});

export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;
