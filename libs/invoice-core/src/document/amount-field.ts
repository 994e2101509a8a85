import { z } from 'zod';
import { MAX_RATE_DECIMALS } from '../money/format-price';
import { MoneyDecimal } from '../money/money-decimal';
import { positiveDecimalText } from '../rules/non-negative-number';

/** Cents and a little more: rates are printed and totalled with at most 4 decimals; quantities alike. */
const MAX_DECIMALS = MAX_RATE_DECIMALS;

/**
 * Longer text is either padding ('000…1') or a notation no one types by hand, and quantities are
 * printed as typed: bounding it keeps a pasted page of digits out of the PDF's narrow column.
 */
const MAX_TEXT_LENGTH = 24;

type AmountBounds = {
  /** How messages name the field: 'Quantity', 'Tax rate'. */
  label: string;
  max: number;
  /** Shown after the maximum: '%' for percentages. */
  unit?: string;
};

/**
 * A quantity, rate or percentage: a number or decimal text. Anything non-numeric counts as 0 (spec),
 * but a number the builder cannot print or total sensibly (above `max`, more than 4 decimals) is
 * refused with a message naming the field, rather than reaching the PDF as an absurd figure.
 */
export function amountField({ label, max, unit = '' }: AmountBounds) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, context) => {
      const text = positiveDecimalText(value);
      if (text === null) return '0';
      const problem = problemOf(text, label, max, unit);
      if (!problem) return text;
      context.addIssue({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });
}

function problemOf(text: string, label: string, max: number, unit: string): string | undefined {
  const amount = new MoneyDecimal(text);
  if (amount.greaterThan(max)) return `${label} must be at most ${max.toLocaleString('en-US')}${unit}`;
  if (amount.decimalPlaces() > MAX_DECIMALS) return `${label} must have at most ${MAX_DECIMALS} decimals`;
  if (text.length > MAX_TEXT_LENGTH) return `${label} must be at most ${MAX_TEXT_LENGTH} characters`;
  return undefined;
}
