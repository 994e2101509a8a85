import type { HistoryDocument } from '../../../entities/document';

/**
 * What the builder reads from the navigation state to the create section: a
 * quote to convert, or a new quote.
 */
export type ConvertNavigationState = { convertQuote: HistoryDocument };
export type NewQuoteNavigationState = { create: 'quote' };

/**
 * A quote that the service would refuse to convert again: it is completed (conversion marks it so), or
 * it is linked to the invoice it became (`converted_invoice_id` of the list answer).
 */
export function isConverted(quote: HistoryDocument): boolean {
  return quote.status === 'completed' || Boolean(quote.converted_invoice_id);
}
