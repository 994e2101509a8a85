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

/**
 * A non-negative number field that keeps what was typed as text ('0.10' stays '0.10'), so money
 * never passes through a binary float on its way to the calculation.
 */
export function DecimalInput({ onChange, ...props }: DecimalInputProps) {
  return (
    <InputNumber<string>
      {...props}
      stringMode
      min="0"
      style={{ width: '100%' }}
      onChange={(value) => onChange(value === null || value === '' ? null : String(value))}
    />
  );
}
