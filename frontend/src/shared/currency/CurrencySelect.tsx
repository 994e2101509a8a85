import { CURRENCIES, type Currency } from '@paydraft/invoice-core';
import { Select } from 'antd';
import './CurrencySelect.css';

type CurrencyOption = { value: string; label: string; search: string; currency: Currency };

// The table is fixed, so its options are built once.
const CURRENCY_OPTIONS: CurrencyOption[] = CURRENCIES.map((currency) => {
  const label = `${currency.code} (${currency.symbol}) — ${currency.name}`;
  return {
    value: currency.code,
    label,
    // Searchable by its label, code or name (and symbol).
    search: `${label} ${currency.code} ${currency.symbol} ${currency.name}`.toLocaleLowerCase(),
    currency,
  };
});

type CurrencySelectProps = {
  id?: string;
  /** A currency code; antd's Form.Item passes it for a named field. */
  value?: string;
  onChange?: (code: string) => void;
};

/** The currency table as a searchable select: the builder's document currency, the preferences' default. */
export function CurrencySelect({ id, value, onChange }: CurrencySelectProps) {
  return (
    <Select
      id={id}
      showSearch={{
        filterOption: (input, option) => option?.search.includes(input.trim().toLocaleLowerCase()) ?? false,
      }}
      value={value}
      options={CURRENCY_OPTIONS}
      onChange={(code: string) => onChange?.(code)}
      popupMatchSelectWidth={false}
      labelRender={({ value: code }) => {
        const currency = CURRENCY_OPTIONS.find((option) => option.value === code)?.currency;
        return currency ? `${currency.code} (${currency.symbol})` : String(code);
      }}
      optionRender={(option) => (
        <span>
          <strong>{option.data.currency.code}</strong> {option.data.currency.symbol}{' '}
          <span className="currency-name">{option.data.currency.name}</span>
        </span>
      )}
    />
  );
}
