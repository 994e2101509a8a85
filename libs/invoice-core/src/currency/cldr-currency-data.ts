import currencyData from 'cldr-core/supplemental/currencyData.json';

/** Fraction rules of one currency as CLDR states them (all values are digit strings). */
type CldrFractions = {
  _digits?: string;
  _rounding?: string;
  _cashDigits?: string;
  _cashRounding?: string;
};

/** One currency's period of use in one region. */
type CldrRegionUse = { _from?: string; _to?: string; _tender?: string };

// Values may be undefined because TypeScript reads the JSON's arrays of one-key objects as a union
// in which every other key is optional.
type CldrCurrencyData = {
  fractions: Record<string, CldrFractions>;
  region: Record<string, Array<Record<string, CldrRegionUse | undefined>>>;
};

const data: CldrCurrencyData = currencyData.supplemental.currencyData;

/** Digits and cash increment of a currency, taken from the pinned CLDR release. */
export type CurrencyFractions = {
  digits: number;
  /** Smallest cash step (CHF 0.05, SEK 1), or null when cash uses the normal digits. */
  cashRounding: number | null;
};

/**
 * Codes that some region uses as legal tender today: no `_to` end date and not marked
 * `_tender: "false"` (which is how CLDR flags fund and accounting codes such as USN or CHE).
 */
export function currentTenderCodes(): string[] {
  const codes = new Set<string>();
  for (const uses of Object.values(data.region)) {
    for (const use of uses) {
      for (const [code, period] of Object.entries(use)) {
        if (period && period._to === undefined && period._tender !== 'false') codes.add(code);
      }
    }
  }
  return [...codes].sort();
}

/**
 * CLDR's fraction rules for a code; codes it does not list use its DEFAULT entry (2 digits).
 * A cash rounding of "0" with its own cash digits (SEK: 0 digits) still means a coarser cash step.
 */
export function cldrFractions(code: string): CurrencyFractions {
  const entry = data.fractions[code] ?? data.fractions['DEFAULT'] ?? {};
  const digits = Number(entry._digits ?? 2);
  const cashDigits = Number(entry._cashDigits ?? digits);
  const cashUnits = Number(entry._cashRounding ?? 0);
  const hasCashRule = entry._cashRounding !== undefined || entry._cashDigits !== undefined;
  if (!hasCashRule) return { digits, cashRounding: null };
  // CLDR gives the step in units of the last cash digit; 0 means "one unit of that digit".
  const step = Number((Math.max(cashUnits, 1) / 10 ** cashDigits).toFixed(cashDigits));
  return { digits, cashRounding: step > 10 ** -digits ? step : null };
}
