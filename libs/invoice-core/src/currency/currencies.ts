import { cldrFractions, currentTenderCodes } from './cldr-currency-data';

/** A currency a document can be written in. */
export type Currency = {
  /** ISO 4217 code, upper case. */
  code: string;
  /** Narrow symbol in English ('$', '¥', 'zł'); the code itself where none exists. */
  symbol: string;
  /** English name ('Swiss Franc'). */
  name: string;
  /** Digits after the decimal point that amounts are rounded to. */
  digits: number;
  /** Cash step the total is rounded to (CHF 0.05), or null when there is none. */
  cashRounding: number | null;
};

/** The spec's default document currency. */
export const DEFAULT_CURRENCY = 'USD';

// Names and symbols are display text, so the runtime's Intl may supply them. Which codes exist and
// how many digits they carry decide amounts, so those come from the pinned CLDR package: a browser
// with an older ICU must never round a total differently from the services.
const NAMES_LOCALE = 'en';

function narrowSymbol(code: string): string {
  const parts = new Intl.NumberFormat(NAMES_LOCALE, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

function buildCurrencies(): readonly Currency[] {
  const names = new Intl.DisplayNames(NAMES_LOCALE, { type: 'currency', fallback: 'code' });
  return currentTenderCodes().map((code) =>
    Object.freeze({ code, symbol: narrowSymbol(code), name: names.of(code) ?? code, ...cldrFractions(code) }),
  );
}

/** Currencies in legal use by some region today, sorted by code (about 150). */
export const CURRENCIES: readonly Currency[] = Object.freeze(buildCurrencies());

const byCode = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/** The currency with this code (any case), or undefined when it is not in the table. */
export function findCurrency(code: string): Currency | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** How many minor digits amounts in the currency carry; 2 for a code not in the table. */
export const currencyDigits = (code: string): number => findCurrency(code)?.digits ?? 2;
