import type { PaymentDetails } from '@paydraft/contracts';
import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { type Wording, wordingOf } from '../document-wording';
import type { PaymentBlock } from '../render-model';

/** How to pay, only the parts given; undefined when none is. IBAN and RF references print in groups of 4. */
export function paymentBlock(
  payment: PaymentDetails | undefined,
  wording: Wording = wordingOf('en-US'),
): PaymentBlock | undefined {
  if (!payment) return undefined;
  const rows = [
    { label: wording.iban, value: ibanText(payment.iban) },
    { label: wording.bic, value: payment.bic.trim() },
    { label: wording.accountName, value: payment.accountName.trim() },
    { label: wording.paymentReference, value: referenceText(payment.reference) },
  ].filter((row) => row.value !== '');
  const instructions = payment.instructions.trim();
  return rows.length > 0 || instructions ? { rows, instructions } : undefined;
}

function ibanText(iban: string): string {
  const electronic = electronicFormatIBAN(iban.trim()) ?? '';
  return friendlyFormatIBAN(electronic) ?? iban.trim();
}

/**
 * ISO 11649 prints an RF creditor reference in groups of 4 ('RF18 5390 0754 7034'); a Swiss QR
 * reference (27 digits) prints as on the QR-bill, 2 digits then groups of 5; free text as typed.
 */
function referenceText(reference: string): string {
  const value = reference.trim();
  const compacted = value.replace(/\s/g, '').toUpperCase();
  if (/^RF\d{2}[A-Z0-9]+$/.test(compacted)) return (compacted.match(/.{1,4}/g) ?? []).join(' ');
  if (/^\d{27}$/.test(compacted))
    return [compacted.slice(0, 2), ...(compacted.slice(2).match(/.{5}/g) ?? [])].join(' ');
  return value;
}
