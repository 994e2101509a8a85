import { findCurrency, formatLongDate, formatMoney } from '@paydraft/invoice-core';

/** What the lists read of a document to show its money (the fields of GET /api/documents/all). */
export type PricedDocument = {
  document_type: string;
  total_amount?: unknown;
  currency?: unknown;
  due_or_expiry_date?: unknown;
  balance_due?: unknown;
};

/**
 * The document's total in its own currency ('€2,374.05'). A total or currency the formatter cannot
 * read (never saved so by the service) shows as the raw text rather than breaking the list.
 */
export function documentAmount(document: PricedDocument): string {
  return moneyText(String(document.total_amount ?? '0'), String(document.currency ?? ''));
}

/**
 * What is left to pay of an invoice, in its currency ('$20.00'); '' for a quote or a credit note. An
 * invoice answered without a balance (never so by the service) shows its total.
 */
export function invoiceBalance(document: PricedDocument): string {
  if (document.document_type !== 'invoice') return '';
  const balance = document.balance_due || document.total_amount || '0';
  return moneyText(String(balance), String(document.currency ?? ''));
}

function moneyText(amount: string, currency: string): string {
  if (!findCurrency(currency)) return `${currency} ${amount}`.trim();
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** An invoice's due date, long ('December 1, 2026'); '' for a quote or an invoice without one. */
export function invoiceDueDate(document: PricedDocument): string {
  if (document.document_type !== 'invoice') return '';
  return formatLongDate(String(document.due_or_expiry_date ?? ''));
}
