import { z } from 'zod';
import { findCurrency } from '../currency/currencies';
import { MAX_CUSTOM_COLUMNS } from '../rules/custom-columns';
import { positiveDecimalText } from '../rules/non-negative-number';

/** Quantity, rate and percentages: a number or decimal text; anything non-numeric counts as 0 (spec). */
const decimalField = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => positiveDecimalText(value) ?? '0');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .default('');

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: `${field} must be a date (YYYY-MM-DD)` })
    .default('');

export const MAX_ITEMS = 500;

export const builderItemSchema = z.object({
  description: text('Item description', 5000),
  qty: decimalField,
  rate: decimalField,
  cols: z.record(z.string(), z.string().max(500)).default({}),
});

export const customColumnSchema = z.object({
  id: z.string().min(1).max(40),
  label: text('Column label', 60),
});

/**
 * The document the builder sends to have a PDF made (`POST /api/pdf`), shared by the
 * page and the gateway so both speak the same shape. More than 2 custom columns are
 * accepted so the PDF can say that some are hidden.
 */
export const builderDocumentSchema = z.object({
  type: z.enum(['invoice', 'quote'], { error: 'Document type must be invoice or quote' }),
  documentNumber: text('Document number', 60),
  sender: text('Sender', 2000),
  receiver: text('Receiver', 2000),
  issueDate: isoDate('Issue date'),
  dueDate: isoDate('Due date'),
  poNumber: text('PO number', 60),
  paymentTerms: text('Payment terms', 200),
  currency: z
    .string()
    .default('USD')
    .refine((code) => findCurrency(code) !== undefined, { error: 'Unknown currency' }),
  customColumns: z
    .array(customColumnSchema)
    .max(MAX_CUSTOM_COLUMNS + 8)
    .default([]),
  items: z
    .array(builderItemSchema)
    .min(1, { error: 'Add at least one item' })
    .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items` }),
  discountPct: decimalField,
  taxRatePct: decimalField,
  notes: text('Notes', 5000),
});

/** What the builder sends (numbers may still be numbers or text). */
export type BuilderDocumentInput = z.input<typeof builderDocumentSchema>;
/** The validated document: numbers normalised to decimal text. */
export type BuilderDocument = z.output<typeof builderDocumentSchema>;
