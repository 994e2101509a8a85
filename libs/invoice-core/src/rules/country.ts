import countries from 'i18n-iso-countries';

/** An ISO 3166-1 alpha-2 code in use ('DE', 'CH'); empty counts as not given. */
export function isCountryCode(code: string): boolean {
  return code === '' || (/^[A-Z]{2}$/.test(code) && countries.isValid(code));
}

export const COUNTRY_MESSAGE = 'Country must be a two-letter ISO 3166 code, such as DE';
