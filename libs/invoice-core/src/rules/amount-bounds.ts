import { MAX_RATE_DECIMALS } from '../money/format-price';
import { MoneyDecimal } from '../money/money-decimal';

/** Cents and a little more: rates are printed and totalled with at most 4 decimals; quantities alike. */
const MAX_DECIMALS = MAX_RATE_DECIMALS;

/**
 * Longer text is either padding ('000…1') or a notation no one types by hand, and quantities are
 * printed as typed: bounding it keeps a pasted page of digits out of the PDF's narrow column.
 */
const MAX_TEXT_LENGTH = 24;

export type AmountBounds = {
  /** How messages name the field: 'Quantity', 'Tax rate'. */
  label: string;
  max: number;
  /** Shown after the maximum: '%' for percentages. */
  unit?: string;
};

/** Why a positive amount (as decimal text) cannot be printed or totalled sensibly, or nothing. */
export function amountTextProblem(text: string, { label, max, unit = '' }: AmountBounds): string | undefined {
  const amount = new MoneyDecimal(text);
  if (amount.greaterThan(max)) return `${label} must be at most ${max.toLocaleString('en-US')}${unit}`;
  if (amount.decimalPlaces() > MAX_DECIMALS) return `${label} must have at most ${MAX_DECIMALS} decimals`;
  if (text.length > MAX_TEXT_LENGTH) return `${label} must be at most ${MAX_TEXT_LENGTH} characters`;
  return undefined;
}
