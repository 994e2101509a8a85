import { DocumentType, ServiceErrorReasons, type RenderDocumentRequest } from '@paydraft/contracts';
import { partyJsonOf } from '@paydraft/document-render';
import type { EInvoiceDocument } from '@paydraft/einvoice';
import { pdfRequestSchema } from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';

export const NOT_READY_MESSAGE = 'This document cannot become an e-invoice yet: some fields are missing.';

/**
 * The render request as the e-invoice writers' document: invoice-core's validated document (the
 * builder's JSON names, line tax ids written out). A quote is refused as not ready, naming its type.
 * @throws ServiceException pdf.einvoice_not_ready for a quote, pdf.invalid_document for a document the
 *   schema refuses.
 */
export function einvoiceDocumentOf(request: RenderDocumentRequest): EInvoiceDocument {
  const type = E_INVOICE_TYPES.get(request.documentType);
  if (!type) {
    throw new ServiceException(ServiceErrorReasons.EINVOICE_NOT_READY, NOT_READY_MESSAGE, {
      problems: [{ field: 'document_type', message: 'Only invoices and credit notes can be e-invoices' }],
    });
  }
  const parsed = pdfRequestSchema.safeParse(documentJsonOf(request, type));
  if (!parsed.success) {
    const details = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT, details.join('. '));
  }
  // A partly paid invoice's e-invoice asks for its balance (BT-113, BT-115), as its PDF prints it.
  const paid = type === 'invoice' && request.amountPaid ? { paid_amount: request.amountPaid } : {};
  return { ...parsed.data, document_type: type, ...paid };
}

const E_INVOICE_TYPES = new Map<DocumentType, EInvoiceDocument['document_type']>([
  [DocumentType.INVOICE, 'invoice'],
  [DocumentType.CREDIT_NOTE, 'credit_note'],
]);

/** The request in the builder's snake_case JSON, as pdfRequestSchema reads it. */
function documentJsonOf(request: RenderDocumentRequest, type: EInvoiceDocument['document_type']) {
  return {
    document_type: type,
    // The invoice a credit note corrects (BT-25, BT-26).
    ...(type === 'credit_note'
      ? {
          preceding_invoice: {
            number: request.precedingInvoiceNumber,
            issue_date: request.precedingInvoiceDate,
          },
        }
      : {}),
    document_number: request.documentNumber,
    sender_info: request.senderInfo,
    receiver_info: request.receiverInfo,
    issue_date: request.issueDate,
    due_or_expiry_date: request.dueOrExpiryDate,
    po_number: request.poNumber,
    payment_terms: request.paymentTerms,
    currency: request.currency,
    custom_columns: request.customColumns.map(({ id, label }) => ({ id, label })),
    items: request.items.map((item) => ({
      description: item.description,
      qty: item.qty,
      price: item.price,
      cols: item.cols,
      // Written out by the gateway: an empty list is a line without tax, as the page prints it.
      tax_ids: item.taxIds,
      discount_percentage: item.discountPercentage,
      unit: item.unit,
    })),
    discount_percentage: request.discountPercentage,
    tax_rate: request.taxRate,
    notes: request.notes,
    taxes: request.taxes.map(({ id, name, rate, category, compound }) => ({
      id,
      name,
      rate,
      category,
      compound,
    })),
    prices_include_tax: request.pricesIncludeTax,
    seller: request.seller && partyJsonOf(request.seller),
    buyer: request.buyer && partyJsonOf(request.buyer),
    payment: request.payment && {
      iban: request.payment.iban,
      bic: request.payment.bic,
      account_name: request.payment.accountName,
      reference: request.payment.reference,
      instructions: request.payment.instructions,
    },
    buyer_reference: request.buyerReference,
    delivery_date: request.deliveryDate,
  };
}
