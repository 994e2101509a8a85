import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** 'de89 3704 0044 0532 0130 00' → 'DE89370400440532013000'. */
export function compactIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

export function isAcceptableIban(text: string): boolean {
  return text === '' || isValidIBAN(compactIban(text));
}

export function isAcceptableBic(text: string): boolean {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return compact === '' || isValidBIC(compact);
}

/** 'RF18 5390 0754 7034' → 'RF18539007547034'; free text is kept as typed. */
export function compactPaymentReference(text: string): string {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return isRfLike(compact) ? compact : text.trim();
}

/**
 * A reference that starts like an ISO 11649 creditor reference (RF, two check digits, up to 21
 * letters or digits) must carry correct check digits: a typo in it would send the payment unmatched.
 * Anything else is a free-text reference.
 */
export function isAcceptablePaymentReference(text: string): boolean {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return !isRfLike(compact) || mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

function isRfLike(compact: string): boolean {
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(compact);
}

/** ISO 7064 MOD 97-10 over letters as numbers (A = 10 … Z = 35), digit by digit so it never overflows. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}
