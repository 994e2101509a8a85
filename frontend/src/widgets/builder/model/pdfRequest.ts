import { DEFAULT_LANGUAGE } from '@paydraft/i18n';
import { columnValue, dropEmptyItems, type PdfRequestInput } from '@paydraft/invoice-core';
import type { BuilderState } from './builderState';
import { moneyRequestOf } from './moneyRequest';

/**
 * The document as POST /api/pdf takes it and the documents service will store it (snake_case, the
 * spec's names): empty rows dropped, only the values of existing columns.
 */
export function toPdfRequest(state: BuilderState): PdfRequestInput {
  return {
    document_type: state.documentType,
    document_number: state.documentNumber.trim(),
    sender_info: state.senderInfo,
    receiver_info: state.receiverInfo,
    issue_date: state.issueDate,
    due_or_expiry_date: state.dueOrExpiryDate,
    po_number: state.poNumber.trim(),
    payment_terms: state.paymentTerms.trim(),
    currency: state.currency,
    custom_columns: state.columns.map(({ id, label }) => ({ id, label: label.trim() })),
    items: dropEmptyItems(state.items).map((row) => ({
      description: row.description,
      qty: row.qty ?? '0',
      price: row.price ?? '0',
      cols: Object.fromEntries(
        state.columns
          .map((column) => [column.id, columnValue(row.cols, column.id)])
          .filter(([, value]) => value !== ''),
      ),
      // The spec's simple document is sent as before: the new fields only when used.
      ...(row.discount !== null ? { discount_percentage: row.discount } : {}),
      ...(row.unit.trim() !== '' ? { unit: row.unit.trim() } : {}),
      ...(state.taxes.length > 0 ? { tax_ids: row.taxIds } : {}),
    })),
    discount_percentage: state.discountPercentage ?? '0',
    tax_rate: state.taxRate ?? '0',
    notes: state.notes,
    table_border: state.tableBorder,
    // en-US is what a request without a language is printed in: the spec's document stays as it was.
    ...(state.language && state.language !== DEFAULT_LANGUAGE ? { language: state.language } : {}),
    ...(state.precedingInvoice ? { preceding_invoice: state.precedingInvoice } : {}),
    ...moneyRequestOf(state),
  };
}
