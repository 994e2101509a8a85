import { checkVAT, countries } from 'jsvat';

/** How VAT numbers are written: spaces, dots and dashes are only for reading ('DE 136 695 976'). */
export function compactVatNumber(text: string): string {
  return text.replace(/[\s.\-/]/g, '').toUpperCase();
}

/**
 * Whether a VAT number is acceptable: one of a country jsvat knows (the EU's, Switzerland, Norway,
 * the UK, Serbia, Russia, Brazil, Andorra; Greece as EL) must pass that country's format and check
 * digits; a number of another country is taken as typed, since no maintained library checks them all.
 */
export function isAcceptableVatNumber(text: string): boolean {
  const compact = compactVatNumber(text);
  if (compact === '') return true;
  const result = checkVAT(compact, countries);
  return result.isValid || !result.isSupportedCountry;
}
