/**
 * The EAS schemes (CEF Electronic Address Scheme list, as Peppol BIS 3.0's 2026.5 rules accept it)
 * that address a party by its VAT number: '9930' + 'DE136695976'. Peppol's list has no email scheme,
 * so a Peppol party is addressed by one of these. The key is the VAT number's prefix (Greece: EL).
 */
const VAT_SCHEMES: Record<string, string> = {
  AD: '9922',
  AL: '9923',
  AT: '9914',
  BA: '9924',
  BE: '9925',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  EL: '9933',
  ES: '9920',
  FR: '9957',
  GB: '9932',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  LI: '9936',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MC: '9940',
  ME: '9941',
  MK: '9942',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  RS: '9948',
  SI: '9949',
  SK: '9950',
  SM: '9951',
  TR: '9952',
  VA: '9953',
};

/** The scheme that addresses a party by this (compact) VAT number in Peppol, if any. */
export function peppolVatScheme(vatId: string): string | undefined {
  return VAT_SCHEMES[vatId.slice(0, 2).toUpperCase()];
}
