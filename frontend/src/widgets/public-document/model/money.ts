import { formatMoney } from '@paydraft/invoice-core';
import type { PublicLocale } from './locale';

export const decimal = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();
const isDecimal = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/**
 * An amount in the document's currency as its language writes it ('$1,234.56', '1.234,56 €'), or the
 * bare figure when the currency is unknown to Intl.
 */
export function money(
  amount: unknown,
  currency: string,
  { language }: Pick<PublicLocale, 'language'>,
): string {
  const text = decimal(amount);
  if (!isDecimal(text)) return text;
  try {
    return formatMoney(text, currency || 'USD', language);
  } catch {
    return `${currency} ${text}`.trim();
  }
}
