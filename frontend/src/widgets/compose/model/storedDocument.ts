import { documentSchema, lineItemSchema, withSafeColumnIds, type DocumentData } from '@paydraft/invoice-core';
import { supportedLanguage } from '@paydraft/i18n';
import { z } from 'zod';
import { type HistoryDocument, readParty } from '../../../entities/document';

/** A stored document as the builder opens it: the document, its client, status and sender logo. */
export type StoredDocument = {
  id: string;
  document: DocumentData;
  clientId: string | null;
  status: string;
  /** The stored logo the sender carries (`/api/upload/logo/…`), fetched by the page. */
  senderLogoUrl: string | null;
};

/** A saved draft may hold no item yet; the builder then shows one empty row. */
const storedSchema = documentSchema.extend({ items: z.array(lineItemSchema) });

/** Items and columns may come as JSON text. */
const fromJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const textOf = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** A field the store may answer as null when it was never set. */
const given = (value: unknown): unknown => (value === null ? undefined : value);

/** Reads a document of GET /api/documents/all into the builder's terms; throws when it cannot. */
export function readStoredDocument(stored: HistoryDocument): StoredDocument {
  const sender = readParty(stored.sender_info);
  const receiver = readParty(stored.receiver_info);
  // A document saved before column ids were checked opens with safe ones, its values kept.
  const { columns, items } = withSafeColumnIds(
    fromJsonText(stored.custom_columns),
    fromJsonText(stored.items),
  );
  const document = storedSchema.parse({
    document_type: stored.document_type,
    document_number: textOf(stored.document_number),
    sender_info: sender.text,
    receiver_info: receiver.text,
    issue_date: textOf(stored.issue_date) || undefined,
    due_or_expiry_date: textOf(stored.due_or_expiry_date) || undefined,
    po_number: textOf(stored.po_number),
    payment_terms: textOf(stored.payment_terms),
    currency: textOf(stored.currency) || undefined,
    custom_columns: columns ?? undefined,
    items: items ?? [],
    discount_percentage: textOf(stored.discount_percentage),
    tax_rate: textOf(stored.tax_rate),
    notes: textOf(stored.notes),
    taxes: given(fromJsonText(stored.taxes)),
    prices_include_tax: given(stored.prices_include_tax),
    seller: given(fromJsonText(stored.seller)),
    buyer: given(fromJsonText(stored.buyer)),
    payment: given(fromJsonText(stored.payment)),
    buyer_reference: textOf(stored.buyer_reference),
    delivery_date: textOf(stored.delivery_date),
    preceding_invoice: given(stored.preceding_invoice),
    // One this page does not know (a newer server's) opens in the owner's default, not as an error.
    language: supportedLanguage(textOf(stored.language) ?? '') ?? '',
  });
  return {
    id: stored.id,
    document,
    clientId: stored.client_id || null,
    status: typeof stored.status === 'string' && stored.status !== '' ? stored.status : 'draft',
    senderLogoUrl: sender.logoUrl,
  };
}
