import type { Data, Debtor } from 'swissqrbill/types';
import { isQRIBAN, isQRReferenceValid } from 'swissqrbill/utils';
import { rfReference } from './creditor-reference';

/** A structured ('S') address, as the QR-bill v2.3 requires: street line, postal code, town, country. */
export type SwissAddress = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
};

export type SwissTransfer = {
  /** Compacted, CH or LI. */
  iban: string;
  currency: 'CHF' | 'EUR';
  /** The total due, a decimal string ('1234.5'). */
  amount: string;
  creditor: SwissAddress;
  /** The buyer, when its address is complete; the slip then leaves the 'Payable by' box to fill in. */
  debtor?: SwissAddress;
  /** As typed: a QR reference, an RF creditor reference, or free text. */
  reference: string;
  /** The document number, sent as the unstructured message beside a structured reference. */
  documentNumber: string;
};

const MAX_AMOUNT = 999_999_999.99;
/** Field lengths of the Swiss Implementation Guidelines (v2.3), in characters. */
const MAX = { name: 70, street: 70, postalCode: 16, city: 35, message: 140 } as const;

/**
 * The data swissqrbill encodes and draws. A QR-IBAN (IID 30000–31999) takes only a QR reference
 * (27 digits, mod 10 recursive); any other IBAN an RF creditor reference or none, the reference text
 * then going into the message. Undefined (no QR-bill) when the creditor address is incomplete, the
 * amount is outside 0.01–999,999,999.99, or a QR-IBAN comes without a valid QR reference.
 */
export function swissQrBillData(transfer: SwissTransfer): Data | undefined {
  const amount = Number(transfer.amount);
  if (!(amount >= 0.01 && amount <= MAX_AMOUNT)) return undefined;
  const creditor = structured(transfer.creditor);
  if (!creditor) return undefined;
  const reference = referenceOf(transfer);
  if (reference === undefined) return undefined;
  const debtor = transfer.debtor && structured(transfer.debtor);
  const message = reference.structured ? transfer.documentNumber : reference.text || transfer.documentNumber;
  return {
    creditor: { ...creditor, account: transfer.iban },
    currency: transfer.currency,
    amount: Number(amount.toFixed(2)),
    ...(reference.structured && { reference: reference.structured }),
    ...(debtor && { debtor }),
    ...(oneLine(message) && { message: cut(oneLine(message), MAX.message) }),
  };
}

type Reference = { structured?: string; text?: string };

function referenceOf({ iban, reference }: SwissTransfer): Reference | undefined {
  const compacted = reference.replace(/\s/g, '').toUpperCase();
  if (isQRIBAN(iban))
    return /^\d{27}$/.test(compacted) && isQRReferenceValid(compacted)
      ? { structured: compacted }
      : undefined;
  const rf = rfReference(compacted);
  return rf ? { structured: rf } : { text: reference };
}

/** All four parts present, each cut to its maximum length; undefined otherwise. */
function structured(address: SwissAddress): Debtor | undefined {
  const parts = {
    name: cut(oneLine(address.name), MAX.name),
    address: cut(oneLine(address.street), MAX.street),
    zip: cut(oneLine(address.postalCode), MAX.postalCode),
    city: cut(oneLine(address.city), MAX.city),
    country: oneLine(address.country).toUpperCase(),
  };
  const complete = Object.values(parts).every((part) => part !== '') && /^[A-Z]{2}$/.test(parts.country);
  return complete ? parts : undefined;
}

const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
const cut = (value: string, max: number): string => Array.from(value).slice(0, max).join('').trim();
