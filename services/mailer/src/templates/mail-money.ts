import { DEFAULT_LANGUAGE, type LanguageTag } from '@paydraft/i18n';
import { findCurrency, formatMoney } from '@paydraft/invoice-core';

/**
 * An amount as the PDFs print it in the mail's language ('€1,200.00', '1.200,00 €'): Intl's separators
 * and currency placement for the language and region. The raw figure and code for a currency
 * invoice-core does not know, or for a figure formatMoney refuses (not decimal text): the mail still
 * says what it was told.
 */
export function moneyOf(amount: string, currency: string, language: LanguageTag = DEFAULT_LANGUAGE): string {
  const known = findCurrency(currency);
  if (known) {
    try {
      return formatMoney(amount, known.code, language);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return `${currency} ${amount}`.trim();
}
