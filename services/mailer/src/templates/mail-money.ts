import { findCurrency, formatMoney } from '@paydraft/invoice-core';

/**
 * An amount as the PDFs print it ('€1,200.00'); the raw figure and code for a currency invoice-core
 * does not know, or for a figure formatMoney refuses (not decimal text): the mail still says what it
 * was told.
 */
export function moneyOf(amount: string, currency: string): string {
  const known = findCurrency(currency);
  if (known) {
    try {
      return formatMoney(amount, known.code);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return `${currency} ${amount}`.trim();
}
