import countries from 'i18n-iso-countries';

/** An ISO 3166-1 alpha-2 code in use ('DE', 'CH'); empty counts as not given. */
export function isCountryCode(code: string): boolean {
  return code === '' || (/^[A-Z]{2}$/.test(code) && countries.isValid(code));
}

export const COUNTRY_MESSAGE = 'Country must be a two-letter ISO 3166 code, such as DE';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name ('DE' → 'Germany'); the code itself when there is no name for it. */
export function countryName(code: string): string {
  if (!code) return '';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
