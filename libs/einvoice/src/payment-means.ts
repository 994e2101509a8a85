import type { EInvoiceDocument } from './einvoice-document';

/** BG-16/BG-17: SEPA credit transfer (UNTDID 4461 code 58) to the seller's IBAN, with BT-83. */
export type PaymentMeans = { code: '58'; iban: string; bic: string; accountName: string; remittance: string };

/**
 * How the buyer pays: by credit transfer to the IBAN, quoting the payment reference (an RF creditor
 * reference or the seller's own) or else the invoice number. None without an IBAN.
 */
export function paymentMeans(document: EInvoiceDocument): PaymentMeans | undefined {
  const payment = document.payment;
  if (!payment || payment.iban === '') return undefined;
  return {
    code: '58',
    iban: payment.iban,
    bic: payment.bic,
    accountName: payment.account_name,
    remittance: payment.reference !== '' ? payment.reference : document.document_number,
  };
}
