import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ISO_DATE, notADateMessage, parseTypedDate, TYPED_DATE_FORMATS } from './typedDate';

export type DateFieldProps = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** The new date as 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  allowClear?: boolean;
  /** A warning about the date itself (a due date before the issue date); an error about typing comes first. */
  warning?: string;
};

/**
 * A date field that takes a date typed by keyboard as well as picked: ISO ('2026-12-01') or as shown
 * ('Dec 1, 2026'). A typed text that is not a date stays in the field, marked, with a message saying
 * what to type, instead of silently reverting to the old date.
 */
export function DateField({ id, label, value, onChange, allowClear = true, warning }: DateFieldProps) {
  const [typingError, setTypingError] = useState<string | null>(null);
  const helpId = `${id}-help`;
  const help = typingError ?? warning;

  // Checked when the user leaves the field or presses Enter: what stands in it then is what they meant.
  const check = (text: string) => {
    if (text.trim() === '') return setTypingError(null);
    const date = parseTypedDate(text);
    if (!date) return setTypingError(notADateMessage(text));
    setTypingError(null);
    if (date.format(ISO_DATE) !== value) onChange(date.format(ISO_DATE));
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={typingError ? 'error' : warning ? 'warning' : undefined}
      // antd ties its help text to the field only for named fields; this one is tied by hand.
      help={help && <span id={helpId}>{help}</span>}
    >
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        format={TYPED_DATE_FORMATS}
        allowClear={allowClear}
        preserveInvalidOnBlur
        aria-invalid={typingError ? true : undefined}
        aria-describedby={help ? helpId : undefined}
        value={value ? dayjs(value) : null}
        onBlur={(event) => check((event.target as HTMLInputElement).value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') check((event.target as HTMLInputElement).value);
        }}
        onChange={(date) => {
          setTypingError(null);
          onChange(date ? date.format(ISO_DATE) : '');
        }}
      />
    </Form.Item>
  );
}
