/** What a form field or a stored document may hold where the builder expects a number. */
export type NumberInput = number | string | null | undefined;

// Plain decimal notation only: `Number()` alone would also accept '0x10', '0b1' and '' (as 0), which
// a person typing an amount never means.
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Whether the text is a number in plain decimal notation that fits a double ('-1.5', '2e3'). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text) && Number.isFinite(Number(text));
}

/**
 * The input as trimmed decimal text when it is a finite number above zero, else null. Money math
 * parses this text itself so that '0.1' stays exactly 0.1; the bound to finite doubles keeps a
 * pasted '1e999999' from turning into a million-digit string.
 */
export function positiveDecimalText(input: unknown): string | null {
  let text: string;
  if (typeof input === 'number') text = String(input);
  else if (typeof input === 'string') text = input.trim();
  else return null;
  return isDecimalText(text) && Number(text) > 0 ? text : null;
}

/**
 * The builder's rule for quantity, rate, discount and tax: a number of at least 0. Anything
 * non-numeric (text, blank, NaN, Infinity) becomes 0, and so does a negative number, because the
 * spec's "at least 0" leaves no other valid value to keep and a negative quantity or price would
 * silently turn an invoice into a credit note.
 */
export function toNonNegativeNumber(input: unknown): number {
  const text = positiveDecimalText(input);
  return text === null ? 0 : Number(text);
}
