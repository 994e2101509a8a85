import { z } from 'zod';
import { findCurrency } from '../currency/currencies';
import { COLUMN_ID_MESSAGE, isSafeColumnId, MAX_CUSTOM_COLUMNS } from '../rules/custom-columns';
import { optionalLanguageField } from '../rules/language';
import { amountField } from './amount-field';
import { checkMoneyModel, resolveLineTaxIds, type MoneyModelFields } from './money-model-rules';
import { partySchema } from './party.schema';
import { paymentSchema } from './payment.schema';
import { MAX_DESCRIPTIONS_LENGTH, MAX_ITEMS, NOTES_MAX_LENGTH } from './document-limits';
import { lineTaxIdsField, taxesField } from './taxes.schema';
import { isoDateField as isoDate, textField as text } from './text-field';

/** More than the 2 shown are accepted so the PDF can say that some are hidden. */
const MAX_COLUMNS_SENT = MAX_CUSTOM_COLUMNS + 8;

/** A custom column's id, which keys the items' values of that column: see isSafeColumnId. */
const columnId = z.string().refine(isSafeColumnId, { error: COLUMN_ID_MESSAGE });

const MAX_QUANTITY = 1_000_000;
const MAX_PRICE = 1_000_000_000;
/**
 * A discount above 100% would make a negative invoice. No VAT, GST or sales tax comes near 100%
 * (the highest standard rate in use is 27%), so a larger tax rate is a typing mistake.
 */
const MAX_PERCENT = 100;

/**
 * One row of the items table, named as the spec names a saved item (description, qty, price) and the
 * builder's item (cols: custom values by column id). The page labels the price 'Rate', so messages do too.
 */
export const lineItemSchema = z.object({
  description: text('Item description', 5000),
  qty: amountField({ label: 'Quantity', max: MAX_QUANTITY }),
  price: amountField({ label: 'Rate', max: MAX_PRICE }),
  cols: z
    .record(columnId, z.string().max(500), {
      // Said as the columns' own rule, not zod's 'Invalid key in record'.
      error: (issue) => (issue.code === 'invalid_key' ? COLUMN_ID_MESSAGE : undefined),
    })
    .refine((values) => Object.keys(values).length <= MAX_COLUMNS_SENT, {
      error: `An item may have at most ${MAX_COLUMNS_SENT} custom values`,
    })
    .default({}),
  tax_ids: lineTaxIdsField,
  discount_percentage: amountField({ label: 'Line discount', max: MAX_PERCENT, unit: '%' }),
  /** Printed after the quantity ('3 h'). */
  unit: text('Unit', 20),
});

export const customColumnSchema = z.object({
  id: columnId,
  label: text('Column label', 60),
});

/** The invoice a credit note corrects, as printed on it: 'Credits invoice INV-7 of November 26, 2026'. */
export const precedingInvoiceSchema = z.object({
  number: text('Credited invoice number', 60).refine((number) => number.trim() !== '', {
    error: 'Credited invoice number is required',
  }),
  issue_date: isoDate('Credited invoice date'),
});

/**
 * An invoice or quote as the builder makes it and the documents service will store it: the fields of
 * the spec's 'Document (invoice or quote)', in its snake_case, from the page's JSON to the database.
 * The saved-document calls of the dashboard (`POST /api/documents/{type}`) add what belongs to a
 * saved copy (client_id, status) and take the spec's `invoice_number`/`quote_number` and
 * `due_date`/`expiry_date` as spellings of `document_number` and `due_or_expiry_date` for that type.
 */
export const documentSchema = z.object({
  document_type: z.enum(['invoice', 'quote', 'credit_note'], {
    error: 'Document type must be invoice, quote or credit_note',
  }),
  document_number: text('Document number', 60),
  sender_info: text('Sender', 2000),
  receiver_info: text('Receiver', 2000),
  issue_date: isoDate('Issue date'),
  /** The due date of an invoice, the 'Valid until' date of a quote. */
  due_or_expiry_date: isoDate('Due date'),
  po_number: text('PO number', 60),
  payment_terms: text('Payment terms', 200),
  currency: z
    .string()
    .default('USD')
    .refine((code) => findCurrency(code) !== undefined, { error: 'Unknown currency' }),
  custom_columns: z.array(customColumnSchema).max(MAX_COLUMNS_SENT).default([]),
  items: z
    .array(lineItemSchema)
    .min(1, { error: 'Add at least one item' })
    .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items`, abort: true })
    .refine(
      (items) => items.reduce((sum, item) => sum + item.description.length, 0) <= MAX_DESCRIPTIONS_LENGTH,
      {
        error: `Item descriptions must be at most ${MAX_DESCRIPTIONS_LENGTH.toLocaleString('en-US')} characters in all`,
      },
    ),
  discount_percentage: amountField({ label: 'Discount', max: MAX_PERCENT, unit: '%' }),
  tax_rate: amountField({ label: 'Tax rate', max: MAX_PERCENT, unit: '%' }),
  notes: text('Notes', NOTES_MAX_LENGTH),
  // The money model beyond the spec (docs/money-model-api.md): all optional, and a document without them
  // computes exactly as the spec's did.
  taxes: taxesField,
  prices_include_tax: z.boolean({ error: 'prices_include_tax must be true or false' }).default(false),
  seller: partySchema('Seller').optional(),
  buyer: partySchema('Buyer').optional(),
  payment: paymentSchema.optional(),
  /** BT-10: the buyer's own reference, such as XRechnung's Leitweg-ID. */
  buyer_reference: text('Buyer reference', 100),
  delivery_date: isoDate('Delivery date'),
  /** A credit note: the invoice it corrects (BT-25 number, BT-26 issue date). */
  preceding_invoice: precedingInvoiceSchema.optional(),
  /** BCP 47 tag of the PDF's labels and formats; '' (left out): en-US here, the save's snapshot on a saved document. */
  language: optionalLanguageField,
});

/**
 * The rules between fields (a tax a line names must exist), then each line's taxes written out. For
 * any schema built from documentSchema (a saved document's omits document_type), applied last since a
 * refined object cannot be extended.
 */
export function withMoneyModelRules<Schema extends z.ZodType<MoneyModelFields>>(schema: Schema) {
  return schema.superRefine(checkMoneyModel).transform(resolveLineTaxIds);
}

/**
 * The body of `POST /api/pdf`: the document and how to draw it. The border is a choice about this
 * PDF, not part of the document, so a saved document does not carry it.
 */
export const pdfRequestSchema = withMoneyModelRules(
  documentSchema.extend({
    table_border: z.boolean({ error: 'table_border must be true or false' }).default(false),
  }),
);

/** A document as a client sends it (numbers may still be numbers or text, defaults left out). */
export type DocumentInput = z.input<typeof documentSchema>;
/** The validated document: numbers normalised to decimal text, defaults filled in. */
export type DocumentData = z.output<typeof documentSchema>;
export type LineItem = z.output<typeof lineItemSchema>;
export type PdfRequestInput = z.input<typeof pdfRequestSchema>;
export type PdfRequest = z.output<typeof pdfRequestSchema>;
