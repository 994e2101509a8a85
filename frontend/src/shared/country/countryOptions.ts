import { countryName } from '@paydraft/invoice-core';
import countries from 'i18n-iso-countries';

export type CountryOption = { value: string; label: string; search: string };

/**
 * Every ISO 3166-1 alpha-2 code invoice-core accepts, named by the browser (Intl.DisplayNames), sorted
 * by name; searchable by name or code.
 */
export const COUNTRY_OPTIONS: CountryOption[] = Object.keys(countries.getAlpha2Codes())
  .map((code) => {
    const name = countryName(code);
    return { value: code, label: `${name} (${code})`, search: `${name} ${code}`.toLocaleLowerCase() };
  })
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
