import { z } from 'zod';
import { findCurrency } from '../currency/currencies';
import { MAX_CUSTOM_COLUMNS } from '../rules/custom-columns';
import { amountField } from './amount-field';

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

/** More than the 2 shown are accepted so the PDF can say that some are hidden. */
const MAX_COLUMNS_SENT = MAX_CUSTOM_COLUMNS + 8;
const MAX_COLUMN_ID_LENGTH = 40;

const MAX_QUANTITY = 1_000_000;
const MAX_RATE = 1_000_000_000;
/**
 * A discount above 100% would make a negative invoice. No VAT, GST or sales tax comes near 100%
 * (the highest standard rate in use is 27%), so a larger tax rate is a typing mistake.
 */
const MAX_PERCENT = 100;

export const builderItemSchema = z.object({
  description: text('Item description', 5000),
  qty: amountField({ label: 'Quantity', max: MAX_QUANTITY }),
  rate: amountField({ label: 'Rate', max: MAX_RATE }),
  cols: z
    .record(z.string().max(MAX_COLUMN_ID_LENGTH), z.string().max(500))
    .refine((values) => Object.keys(values).length <= MAX_COLUMNS_SENT, {
      error: `An item may have at most ${MAX_COLUMNS_SENT} custom values`,
    })
    .default({}),
});

export const customColumnSchema = z.object({
  id: z.string().min(1).max(MAX_COLUMN_ID_LENGTH),
  label: text('Column label', 60),
});

/**
 * The document the builder sends to have a PDF made (`POST /api/pdf`), shared by the
 * page and the gateway so both speak the same shape.
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
  customColumns: z.array(customColumnSchema).max(MAX_COLUMNS_SENT).default([]),
  items: z
    .array(builderItemSchema)
    .min(1, { error: 'Add at least one item' })
    .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items` }),
  discountPct: amountField({ label: 'Discount', max: MAX_PERCENT, unit: '%' }),
  taxRatePct: amountField({ label: 'Tax rate', max: MAX_PERCENT, unit: '%' }),
  notes: text('Notes', 5000),
});

/** What the builder sends (numbers may still be numbers or text). */
export type BuilderDocumentInput = z.input<typeof builderDocumentSchema>;
/** The validated document: numbers normalised to decimal text. */
export type BuilderDocument = z.output<typeof builderDocumentSchema>;
