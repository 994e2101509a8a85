import type { DocumentData } from '@paydraft/invoice-core';
import { withoutUnusedLineFields } from '../../builder';
import type { SenderWithLogo } from '../../../entities/document';

/**
 * The saved-document payload (docs/money-model-api.md) as POST and PUT /api/documents/{type} take it. The
 * number and the due or expiry date go by the names the document is answered with, the same for every
 * type: the gateway reads the spec's invoice_number/quote_number, due_date/expiry_date as these.
 */
export type SavedDocumentPayload = {
  document_number: string;
  due_or_expiry_date: string;
  sender_info: string | SenderWithLogo;
  receiver_info: string;
  client_id: string | null;
  issue_date: string;
  po_number: string;
  payment_terms: string;
  currency: string;
  items: Array<Partial<DocumentData['items'][number]>>;
  custom_columns: DocumentData['custom_columns'];
  discount_percentage: string;
  tax_rate: string;
  notes: string;
  /** BCP 47: the 'Document language' picked (the server snapshots the client's or owner's when ''). */
  language: string;
  status?: string;
} & MoneyModelPayload;

/** The money model's fields (issue 22), sent only when used. */
type MoneyModelPayload = Partial<
  Pick<
    DocumentData,
    'taxes' | 'prices_include_tax' | 'seller' | 'buyer' | 'payment' | 'buyer_reference' | 'delivery_date'
  >
>;

function moneyModelOf(document: DocumentData): MoneyModelPayload {
  const payload: MoneyModelPayload = {};
  if (document.taxes.length > 0) payload.taxes = document.taxes;
  if (document.prices_include_tax) payload.prices_include_tax = true;
  if (document.seller) payload.seller = document.seller;
  if (document.buyer) payload.buyer = document.buyer;
  if (document.payment) payload.payment = document.payment;
  if (document.buyer_reference !== '') payload.buyer_reference = document.buyer_reference;
  if (document.delivery_date !== '') payload.delivery_date = document.delivery_date;
  return payload;
}

export function savedPayloadOf({
  document,
  clientId,
  language,
  sender,
  number,
  status,
}: {
  document: DocumentData;
  clientId: string | null;
  language: string;
  sender: string | SenderWithLogo;
  /** The number to send: '' lets the server number a new document. */
  number: string;
  status?: string;
}): SavedDocumentPayload {
  return {
    document_number: number,
    due_or_expiry_date: document.due_or_expiry_date,
    sender_info: sender,
    receiver_info: document.receiver_info,
    client_id: clientId,
    issue_date: document.issue_date,
    po_number: document.po_number,
    payment_terms: document.payment_terms,
    currency: document.currency,
    items: document.items.map(withoutUnusedLineFields),
    custom_columns: document.custom_columns,
    discount_percentage: document.discount_percentage,
    tax_rate: document.tax_rate,
    notes: document.notes,
    language,
    ...moneyModelOf(document),
    ...(status ? { status } : {}),
  };
}
