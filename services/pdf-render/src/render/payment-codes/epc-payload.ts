import { isValidBIC, isValidIBAN } from 'ibantools';

/** EPC069-12 caps the whole payload, UTF-8 encoded, at 331 bytes. */
export const EPC_MAX_BYTES = 331;
const MAX_NAME = 70;
const MAX_TEXT = 140;
const MAX_AMOUNT = 999_999_999.99;

export type EpcTransfer = {
  /** The beneficiary: the account name, else the seller's name. */
  name: string;
  /** Compacted ('DE89370400440532013000'). */
  iban: string;
  /** Optional in version 002; left out when not a valid BIC. */
  bic: string;
  /** The total due, a decimal string in euros ('1234.5'). */
  amount: string;
  /** An ISO 11649 RF reference, compacted, or '' when there is none. */
  structuredReference: string;
  /** Free remittance text, used only without a structured reference. */
  text: string;
};

/**
 * The EPC QR ('Girocode') payload of a SEPA credit transfer, EPC069-12 version 002, UTF-8: one element
 * a line, LF-separated, ending with the last element given. Too-long text is cut: the name to 70
 * characters, the remittance text to 140 and then to what fits in 331 bytes. Refused (undefined) when
 * the IBAN is invalid, the amount is outside 0.01–999,999,999.99, or the rest alone passes 331 bytes.
 */
export function epcPayload(transfer: EpcTransfer): string | undefined {
  const amount = Number(transfer.amount);
  if (!isValidIBAN(transfer.iban) || !(amount >= 0.01 && amount <= MAX_AMOUNT)) return undefined;
  const name = cut(oneLine(transfer.name), MAX_NAME);
  if (!name) return undefined;
  const bic = isValidBIC(transfer.bic) ? transfer.bic : '';
  // Elements 1-8; 9 (purpose) stays empty, 10 is the structured and 11 the unstructured remittance.
  const head = ['BCD', '002', '1', 'SCT', bic, name, transfer.iban, `EUR${amount.toFixed(2)}`];
  if (transfer.structuredReference) return fitting([...head, '', transfer.structuredReference]);

  const base = fitting(head);
  if (base === undefined) return undefined;
  const room = EPC_MAX_BYTES - byteLength(base) - 3; // the LFs ending elements 8, 9 and 10
  const text = cutToBytes(cut(oneLine(transfer.text), MAX_TEXT), room);
  return text ? `${base}\n\n\n${text}` : base;
}

/** The elements joined; undefined past 331 bytes. */
function fitting(elements: string[]): string | undefined {
  const payload = elements.join('\n');
  return byteLength(payload) <= EPC_MAX_BYTES ? payload : undefined;
}

/** LF separates elements: line breaks and runs of spaces inside one become a single space. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** At most `max` code points, so a surrogate pair is never split. */
const cut = (value: string, max: number): string => Array.from(value).slice(0, max).join('').trim();

function cutToBytes(value: string, maxBytes: number): string {
  let result = value;
  while (byteLength(result) > maxBytes) result = Array.from(result).slice(0, -1).join('');
  return result.trim();
}

const byteLength = (value: string): number => Buffer.byteLength(value, 'utf8');
