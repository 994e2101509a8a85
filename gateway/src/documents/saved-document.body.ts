import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema, type DocumentFields } from '@paydraft/contracts';
import {
  documentSchema,
  lineItemSchema,
  MAX_ITEMS,
  reminderRulesField,
  withMoneyModelRules,
} from '@paydraft/invoice-core';
import { z } from 'zod';
import { moneyModelFieldsOf } from '../money/money-model-fields';
import type { DocumentType } from './document-type.pipe';

/** The spec allows items, columns and party info as JSON text as well as values: read such text as JSON. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * Deeper than any party object a client makes (a flat object of text, maybe a list of lines). It bounds
 * the JSON text written below: JSON.stringify overflows the stack on a few thousand levels, which a
 * 100 KB body holds.
 */
const MAX_PARTY_DEPTH = 5;

const nestedWithin = (value: unknown, depth: number): boolean =>
  value === null ||
  typeof value !== 'object' ||
  (depth > 0 && Object.values(value).every((child) => nestedWithin(child, depth - 1)));

/**
 * Sender and receiver may be objects (the sender can carry logo_url): stored as their JSON text. One
 * nested deeper than that is left as it is, so the schema refuses it as not text.
 */
const asText = (value: unknown) =>
  value !== null && typeof value === 'object' && nestedWithin(value, MAX_PARTY_DEPTH)
    ? JSON.stringify(value)
    : (value ?? undefined);

const nullAsAbsent = (value: unknown) => value ?? undefined;

/**
 * The saved-document payload (docs/money-model-api.md): invoice-core's document without its type (the path says
 * it), plus client_id and status. `invoice_number`/`quote_number` and `due_date`/`expiry_date` are the
 * spec's spellings of document_number and due_or_expiry_date. total_amount is not read: the service
 * computes it. The money model's rules between fields (a line's tax must exist, no compound tax with
 * tax-inclusive prices) apply as on /api/pdf.
 */
const savedDocumentFields = documentSchema.omit({ document_type: true, preceding_invoice: true }).extend({
  sender_info: z.preprocess(asText, documentSchema.shape.sender_info),
  // The answers say null where a document has no snapshot: a body sent back as it was answered reads so.
  seller: z.preprocess(nullAsAbsent, documentSchema.shape.seller),
  buyer: z.preprocess(nullAsAbsent, documentSchema.shape.buyer),
  payment: z.preprocess(nullAsAbsent, documentSchema.shape.payment),
  receiver_info: z.preprocess(asText, documentSchema.shape.receiver_info),
  // A draft may be saved before any item is filled in.
  items: z
    .preprocess(
      fromJsonText,
      z
        .array(lineItemSchema, { error: 'Items must be a list' })
        .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items` }),
    )
    .default([]),
  custom_columns: z.preprocess(fromJsonText, documentSchema.shape.custom_columns),
  client_id: z
    .string({ error: 'client_id must be text' })
    .max(100, { error: 'client_id must be at most 100 characters' })
    .nullish()
    .transform((id) => id ?? ''),
  status: z
    .string({ error: 'Status must be text' })
    .max(30, { error: 'Status must be at most 30 characters' })
    .nullish()
    .transform((status) => status ?? ''),
  // An invoice's own reminders: null or absent follows the owner's preferences, [] sends none.
  reminders: reminderRulesField.nullish().transform((rules) => rules ?? null),
});
const savedDocumentSchema = withMoneyModelRules(savedDocumentFields);

type Spelling = { number: string; due: string };
const SPELLINGS: Record<DocumentType, Spelling> = {
  invoice: { number: 'invoice_number', due: 'due_date' },
  quote: { number: 'quote_number', due: 'expiry_date' },
  credit_note: { number: 'credit_note_number', due: 'due_date' },
};

/** The schema for a document of `type`, reading the type's own spellings when the generic ones are absent. */
export function savedDocumentBodySchema(type: DocumentType) {
  const spelling = SPELLINGS[type];
  return z.preprocess((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    return {
      ...body,
      document_number: body.document_number ?? body[spelling.number] ?? undefined,
      due_or_expiry_date: body.due_or_expiry_date ?? body[spelling.due] ?? undefined,
    };
  }, savedDocumentSchema);
}

export type SavedDocumentBody = z.output<typeof savedDocumentSchema>;

/** The validated body in the contract's shape. */
export function documentFieldsOf(body: SavedDocumentBody): DocumentFields {
  return create(DocumentFieldsSchema, {
    documentNumber: body.document_number,
    clientId: body.client_id,
    status: body.status,
    issueDate: body.issue_date,
    dueOrExpiryDate: body.due_or_expiry_date,
    poNumber: body.po_number,
    paymentTerms: body.payment_terms,
    currency: body.currency,
    taxRate: body.tax_rate,
    discountPercentage: body.discount_percentage,
    senderInfo: body.sender_info,
    receiverInfo: body.receiver_info,
    customColumns: body.custom_columns,
    notes: body.notes,
    reminders: body.reminders ? { rules: body.reminders } : undefined,
    language: body.language,
    ...moneyModelFieldsOf(body),
  });
}
