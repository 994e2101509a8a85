import { Select } from 'antd';
import countries from 'i18n-iso-countries';

type CountryOption = { value: string; label: string; search: string };

/** Every ISO 3166-1 alpha-2 code the validator takes, named in English by the browser, A to Z. */
function countryOptions(): CountryOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => {
      const name = names.of(code) ?? code;
      return { value: code, label: `${name} (${code})`, search: `${name} ${code}`.toLocaleLowerCase() };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

let options: CountryOption[] | null = null;

type CountrySelectProps = {
  id: string;
  /** An alpha-2 code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  status?: 'error';
};

/** A searchable country picker (by name or code), clearable. */
export function CountrySelect({ id, value, onChange, onBlur, status }: CountrySelectProps) {
  options ??= countryOptions();
  return (
    <Select
      id={id}
      allowClear
      placeholder="Choose a country"
      status={status}
      value={value === '' ? undefined : value}
      options={options}
      showSearch={{
        filterOption: (input, option) => option?.search.includes(input.trim().toLocaleLowerCase()) ?? false,
      }}
      onChange={(code: string | undefined) => onChange(code ?? '')}
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  );
}
