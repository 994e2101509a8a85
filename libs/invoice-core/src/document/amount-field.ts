import { z } from 'zod';
import { amountTextProblem, type AmountBounds } from '../rules/amount-bounds';
import { positiveDecimalText } from '../rules/non-negative-number';

/**
 * A quantity, rate or percentage: a number or decimal text. Anything non-numeric counts as 0,
 * but a number the builder cannot print or total sensibly (above `max`, more than 4 decimals) is
 * refused with a message naming the field, rather than reaching the PDF as an absurd figure.
 */
export function amountField(bounds: AmountBounds) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, context) => {
      const text = positiveDecimalText(value);
      if (text === null) return '0';
      const problem = amountTextProblem(text, bounds);
      if (!problem) return text;
      context.addIssue({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });
}
