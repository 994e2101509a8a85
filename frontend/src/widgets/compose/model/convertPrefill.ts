import { DEFAULT_CURRENCY, type DocumentData } from '@paydraft/invoice-core';
import dayjs, { type Dayjs } from 'dayjs';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';

const ISO_DATE = 'YYYY-MM-DD';
const DEFAULT_INVOICE_PREFIX = 'INV';

const filled = (value: string | null | undefined): value is string => (value ?? '').trim() !== '';
const isSet = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * 'Converting a quote': the invoice form a quote opens as.
 *
 * - number: the invoice prefix (default INV), a dash and next_invoice_number when that is set, else empty
 *   (the server then numbers it);
 * - issue date today; due date today plus invoice_validity_days when set, else empty;
 * - currency from the quote, else the default currency, else USD; tax rate from the quote, else the
 *   default, else 0;
 * - payment terms and notes empty;
 * - sender, receiver, items, custom columns, discount and PO number from the quote;
 * - and the money model (issue 22): the quote's taxes, inclusive prices, seller, buyer, payment and
 *   buyer reference; the delivery date is the invoice's own, so it starts empty.
 */
export function convertPrefill(
  quote: DocumentData,
  preferences: FormPreferences | null,
  today: Dayjs = dayjs(),
): DocumentData {
  const prefs = preferences ?? {};
  const prefix = filled(prefs.invoice_prefix) ? prefs.invoice_prefix.trim() : DEFAULT_INVOICE_PREFIX;
  const defaultTax =
    prefs.tax_rate === null || prefs.tax_rate === undefined || String(prefs.tax_rate).trim() === ''
      ? '0'
      : String(prefs.tax_rate);
  return {
    document_type: 'invoice',
    document_number: isSet(prefs.next_invoice_number) ? `${prefix}-${prefs.next_invoice_number}` : '',
    sender_info: quote.sender_info,
    receiver_info: quote.receiver_info,
    issue_date: today.format(ISO_DATE),
    due_or_expiry_date: isSet(prefs.invoice_validity_days)
      ? today.add(prefs.invoice_validity_days, 'day').format(ISO_DATE)
      : '',
    po_number: quote.po_number,
    payment_terms: '',
    currency: filled(quote.currency)
      ? quote.currency
      : filled(prefs.default_currency)
        ? prefs.default_currency
        : DEFAULT_CURRENCY,
    custom_columns: quote.custom_columns,
    items: quote.items,
    discount_percentage: quote.discount_percentage,
    tax_rate: filled(quote.tax_rate) ? quote.tax_rate : defaultTax,
    notes: '',
    taxes: quote.taxes,
    prices_include_tax: quote.prices_include_tax,
    // The invoice is printed in the quote's language.
    language: quote.language,
    ...(quote.seller ? { seller: quote.seller } : {}),
    ...(quote.buyer ? { buyer: quote.buyer } : {}),
    ...(quote.payment ? { payment: quote.payment } : {}),
    buyer_reference: quote.buyer_reference,
    delivery_date: '',
  };
}
