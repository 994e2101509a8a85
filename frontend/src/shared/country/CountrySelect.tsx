import { Select } from 'antd';
import { COUNTRY_OPTIONS } from './countryOptions';

type CountrySelectProps = {
  id?: string;
  /** An ISO 3166-1 alpha-2 code, empty for none; antd's Form.Item passes it for a named field. */
  value?: string;
  onChange?: (code: string) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The countries as a searchable select (type a name or a code); clearing it leaves no country. */
export function CountrySelect({ value, onChange, ...rest }: CountrySelectProps) {
  return (
    <Select
      {...rest}
      showSearch={{
        filterOption: (input, option) => option?.search.includes(input.trim().toLocaleLowerCase()) ?? false,
      }}
      allowClear
      placeholder="Choose a country"
      value={value || undefined}
      options={COUNTRY_OPTIONS}
      onChange={(code: string | undefined) => onChange?.(code ?? '')}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
