import type { Party, RenderDocumentRequest } from '@paydraft/contracts';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { isQRIBAN } from 'swissqrbill/utils';
import { rfReference } from '../payment-codes/creditor-reference';
import { epcPayload } from '../payment-codes/epc-payload';
import { swissQrBillData, type SwissAddress } from '../payment-codes/swiss-qr-bill-data';
import type { DocumentKind } from '@paydraft/invoice-core';
import type { PaymentCode } from '../render-model';

const SWISS_IBAN_COUNTRIES = new Set(['CH', 'LI']);

/**
 * The one payment code the page carries, if any: a Swiss QR-bill for a CHF or EUR invoice paid to a
 * Swiss or Liechtenstein IBAN, else an EPC QR for a EUR invoice, for `total` (the total, or the
 * balance once something was paid). None for a quote, an invoice with nothing due (zero, `nothing_due`
 * or `paid`), a credit note, or without a valid IBAN.
 */
export function paymentCodeOf(
  request: RenderDocumentRequest,
  total: string,
  kind: DocumentKind,
): PaymentCode | undefined {
  const payment = request.payment;
  // Only an invoice asks to be paid: a quote is not due yet, and a credit note is owed to the buyer.
  if (kind !== 'invoice' || !payment || request.nothingDue || request.paid || !(Number(total) > 0))
    return undefined;
  const iban = electronicFormatIBAN(payment.iban.trim()) ?? '';
  if (!isValidIBAN(iban)) return undefined;
  const currency = request.currency.trim().toUpperCase();
  const name = payment.accountName.trim() || request.seller?.name.trim() || '';
  const amount = `${currency} ${groupedAmount(total)}`;
  const payee = `IBAN ${friendlyFormatIBAN(iban)}`;

  if (SWISS_IBAN_COUNTRIES.has(iban.slice(0, 2)) && (currency === 'CHF' || currency === 'EUR')) {
    const data = swissQrBillData({
      iban,
      currency,
      amount: total,
      creditor: { ...addressOf(request.seller), name },
      debtor: request.buyer && addressOf(request.buyer),
      reference: payment.reference.trim(),
      documentNumber: request.documentNumber.trim(),
    });
    const alt = `Swiss QR-bill payment part and receipt (QR code): pay ${amount} to ${payee}, ${name}`;
    if (data)
      return { kind: 'swiss', data, alt: data.reference ? `${alt}, reference ${data.reference}` : alt };
  }
  // A QR-IBAN takes only QR-bill payments with a QR reference: a SEPA transfer to it is rejected.
  if (currency !== 'EUR' || isQRIBAN(iban)) return undefined;
  const reference = rfReference(payment.reference);
  const payload = epcPayload({
    name,
    iban,
    bic: payment.bic.trim().toUpperCase(),
    amount: total,
    structuredReference: reference,
    text: payment.reference.trim() || request.documentNumber.trim(),
  });
  const alt = `Payment QR code (EPC): pay ${amount} to ${payee}, ${name}`;
  return payload
    ? { kind: 'epc', payload, alt: reference ? `${alt}, reference ${reference}` : alt }
    : undefined;
}

/**
 * pdf.v1 field 29 `nothing_due` (paid, or nothing to pay), added by the API work: read when the
 * generated request has it, absent (false) before.
 */
function addressOf(party: Party | undefined): SwissAddress {
  return {
    name: party?.name ?? '',
    street: party?.addressLines[0] ?? '',
    postalCode: party?.postalCode ?? '',
    city: party?.city ?? '',
    country: party?.country ?? '',
  };
}

const GROUPED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const groupedAmount = (amount: string): string => GROUPED.format(Number(amount));
