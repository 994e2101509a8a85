import { countryName, isCountryCode } from '@paydraft/invoice-core';
import { COUNTRY_OPTIONS } from './countryOptions';

describe('country options', () => {
  it('names each code in English, sorted by name, and offers only codes invoice-core accepts', () => {
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'DE')?.label).toBe('Germany (DE)');
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(240);
    expect(COUNTRY_OPTIONS.every((option) => isCountryCode(option.value))).toBe(true);
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('searches by name or code', () => {
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'CH')?.search).toBe('switzerland ch');
    expect(countryName('FR')).toBe('France');
    expect(countryName('')).toBe('');
  });
});
