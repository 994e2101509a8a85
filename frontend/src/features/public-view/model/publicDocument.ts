import {
  calculateTotals,
  formatLongDate,
  formatMoney,
  receiverLabel,
  totalsRows,
  type CustomColumn,
  type TotalsRows,
} from '@paydraft/invoice-core';
import { friendlyFormatIBAN } from 'ibantools';
import { readParty } from '../../compose/model/partyInfo';
import type { PublicDocument, PublicItem } from '../api/publicViewApi';

export const TYPE_LABEL = { invoice: 'Invoice', quote: 'Quote', credit_note: 'Credit Note' } as const;

const GRAND_TOTAL_LABEL = {
  invoice: 'Total Due',
  quote: 'Quote Total',
  credit_note: 'Total Credit',
} as const;

/** 'Quote QUO-1': the page's heading and the start of its title. */
export const documentName = (document: PublicDocument) =>
  `${TYPE_LABEL[document.document_type] ?? 'Document'} ${document.document_number}`.trim();

/** The spec stores lists either as arrays or as JSON text. */
function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

export const itemsOf = (document: PublicDocument) => listOf<PublicItem>(document.items);
export const columnsOf = (document: PublicDocument) =>
  listOf<CustomColumn>(document.custom_columns).filter((column) => column && typeof column.id === 'string');

/** A saved sender or receiver as lines of text; unreadable details show as nothing rather than failing the page. */
export function partyText(saved: unknown): { text: string; logoUrl: string | null } {
  try {
    return readParty(saved);
  } catch {
    return { text: '', logoUrl: null };
  }
}

const decimal = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const isDecimal = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/** An amount in the document's currency, or the bare figure when the currency is unknown to Intl. */
export function money(amount: unknown, currency: string): string {
  const text = decimal(amount);
  if (!isDecimal(text)) return text;
  try {
    return formatMoney(text, currency || 'USD');
  } catch {
    return `${currency} ${text}`.trim();
  }
}

/**
 * The totals block by the spec's calculation (libs/invoice-core), the same lines the PDF prints; the
 * headline amount is its total. Without items (an old document) the saved total_amount stands alone.
 */
export function documentTotals(document: PublicDocument): {
  rows: TotalsRows['rows'];
  total: string;
  label: string;
} {
  const items = itemsOf(document);
  const currency = document.currency || 'USD';
  const grandLabel = GRAND_TOTAL_LABEL[document.document_type] ?? 'Total Due';
  if (items.length === 0)
    return { rows: [], total: money(document.total_amount, currency), label: grandLabel };
  try {
    const totals = calculateTotals({
      items,
      discountPercentage: decimal(document.discount_percentage),
      taxRate: decimal(document.tax_rate),
      taxes: document.taxes,
      pricesIncludeTax: document.prices_include_tax,
      currency,
    });
    const { rows, grandTotal } = totalsRows({
      totals,
      discountPercentage: decimal(document.discount_percentage),
      currency,
      type: document.document_type,
      pricesIncludeTax: document.prices_include_tax,
    });
    return { rows, total: grandTotal.value, label: grandTotal.label };
  } catch {
    return { rows: [], total: money(document.total_amount, currency), label: grandLabel };
  }
}

/** The row's amount as the PDF prints it: qty × rate less the line's own discount. */
export const lineAmount = (item: PublicItem, currency: string) => {
  try {
    const { qty, price, discount_percentage } = item;
    const totals = calculateTotals({
      items: [{ qty, price, discount_percentage }],
      currency,
      cashRounding: false,
    });
    return money(totals.lines[0], currency);
  } catch {
    return '';
  }
};

/** '3 h': the quantity and the unit it is counted in. */
export const quantityText = (item: PublicItem) =>
  [decimal(item.qty), (item.unit ?? '').trim()].filter(Boolean).join(' ');

/** The payment details to show, label first, only those given (the IBAN in groups of 4, as printed). */
export function paymentFacts(document: PublicDocument): Array<[string, string]> {
  const payment = document.payment;
  if (!payment) return [];
  const facts: Array<[string, string]> = [
    ['Account name', payment.account_name],
    ['IBAN', friendlyFormatIBAN(payment.iban) ?? payment.iban],
    ['BIC', payment.bic],
    ['Reference', payment.reference],
    ['Instructions', payment.instructions],
  ];
  return facts.filter(([, value]) => value?.trim());
}

/** '2026-11-22' or an ISO time → 'November 22, 2026'; '' when there is none. */
export const longDate = (value: string | null | undefined) => formatLongDate((value ?? '').slice(0, 10));

export const receiverHeading = (document: PublicDocument) => receiverLabel(document.document_type);
export const dueLabel = (document: PublicDocument) =>
  document.document_type === 'quote' ? 'Valid until' : 'Due date';

/** The revision shown and the latest one (answers without revisions: 1 of 1). */
export const revisionsOf = (document: PublicDocument) => ({
  shown: document.revision ?? 1,
  latest: document.latest_revision ?? document.revision ?? 1,
});

/**
 * A quote's client may decide only while it is neither accepted nor rejected (spec section 4), and
 * only on its latest revision.
 */
export const canDecide = (document: PublicDocument) => {
  const { shown, latest } = revisionsOf(document);
  return (
    document.document_type === 'quote' &&
    document.status !== 'accepted' &&
    document.status !== 'rejected' &&
    shown === latest
  );
};

/** 'Accepted by Ada Lovelace on November 22, 2026', as the PDF prints it. */
export function decisionLine(
  document: Pick<PublicDocument, 'document_type' | 'status' | 'signer_name' | 'decided_at'>,
): string | null {
  if (document.document_type !== 'quote') return null;
  const on = longDate(document.decided_at);
  if (document.status === 'accepted') {
    const by = document.signer_name ? ` by ${document.signer_name}` : '';
    return `Accepted${by}${on ? ` on ${on}` : ''}`;
  }
  if (document.status === 'rejected') return `Rejected${on ? ` on ${on}` : ''}`;
  return null;
}
