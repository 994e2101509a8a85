import type { ApiPublicDocument } from '../shared/api/generated';

type PublicItem = ApiPublicDocument['items'][number];

/** An item as the gateway answers it: every field there, empty unless given. */
export const publicItem = (fields: Partial<PublicItem>): PublicItem => ({
  description: '',
  qty: '1',
  price: '0',
  discount_percentage: '0',
  unit: '',
  tax_ids: [],
  cols: {},
  ...fields,
});

/**
 * A shared document as GET /api/documents/{type}/{token} answers it (its OpenAPI type): what the gateway
 * sends for a document saved without the money model, overridden by `fields`.
 */
export const publicDocument = (
  fields: Partial<Omit<ApiPublicDocument, 'items'>> & { items?: Partial<PublicItem>[] },
): ApiPublicDocument => ({
  document_type: 'invoice',
  document_number: '',
  status: 'sent',
  issue_date: '',
  due_or_expiry_date: '',
  po_number: '',
  payment_terms: '',
  currency: 'USD',
  tax_rate: '0',
  discount_percentage: '0',
  sender_info: '',
  receiver_info: '',
  custom_columns: [],
  notes: '',
  total_amount: '0',
  taxes: [],
  prices_include_tax: false,
  seller: null,
  buyer: null,
  payment: null,
  buyer_reference: '',
  delivery_date: '',
  subtotal: '0',
  discount_amount: '0',
  tax_breakdown: [],
  tax_amount: '0',
  rounding: '0',
  total: '0',
  logo_url: null,
  business_name: '',
  signer_name: null,
  decided_at: null,
  revision: 1,
  latest_revision: 1,
  revisions: [],
  amount_paid: '0',
  balance_due: fields.total_amount ?? '0',
  pay_now: null,
  language: 'en-US',
  ...fields,
  items: (fields.items ?? []).map(publicItem),
});
