import { MAX_RATE_DECIMALS } from '@paydraft/invoice-core';
import { InputNumber } from 'antd';

type DecimalInputProps = {
  id?: string;
  'aria-label'?: string;
  value: string | null;
  step: string;
  max?: string;
  placeholder?: string;
  /** The typed number as text (exact, for invoice-core), or null when cleared. */
  onChange: (value: string | null) => void;
};

/** Digits past the 4th decimal are not taken, as a text field with a maximum length drops extra characters. */
const beyondMaxDecimals = new RegExp(`(\\.\\d{${MAX_RATE_DECIMALS}})\\d+$`);

/**
 * A non-negative number field that keeps what was typed as text ('0.10' stays '0.10'), so money
 * never passes through a binary float on its way to the calculation. At most 4 decimals, as the PDF
 * prints them and the server accepts them.
 */
export function DecimalInput({ onChange, ...props }: DecimalInputProps) {
  return (
    <InputNumber<string>
      {...props}
      stringMode
      min="0"
      style={{ width: '100%' }}
      onChange={(value) =>
        onChange(value === null || value === '' ? null : String(value).replace(beyondMaxDecimals, '$1'))
      }
    />
  );
}
