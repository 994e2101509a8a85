import { cldrFractions } from '../currency/cldr-currency-data';
import type { NumberInput } from '../rules/non-negative-number';
import { priceOf } from './format-price';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';

/** What the totals need from an item row. */
export type TotalsItem = { qty?: NumberInput; price?: NumberInput };

export type TotalsInput = {
  items: readonly TotalsItem[];
  /** Percent of the subtotal taken off; clamped to 0–100. */
  discountPercentage?: NumberInput;
  /** Percent of (subtotal − discount) added as tax. */
  taxRate?: NumberInput;
  /** ISO code; an unknown code is treated as 2 digits without cash rounding. */
  currency: string;
  /** Round the total to the currency's cash step (CHF 0.05). Default true. */
  cashRounding?: boolean;
};

/**
 * Amounts as plain decimal strings with exactly the currency's digits ('12.30', JPY '1230'), so
 * they cross JSON and protobuf without float loss and print as they were computed.
 */
export type Totals = {
  /** qty × price of each item, in input order (the price taken to at most 4 decimals, as it is printed). */
  lines: string[];
  subtotal: string;
  discount: string;
  tax: string;
  /** Cash rounding step applied to the total ('0.02', '-0.01'); '0.00' when none. */
  rounding: string;
  /** subtotal − discount + tax + rounding. */
  total: string;
};

const HUNDRED = new MoneyDecimal(100);

/**
 * The spec's calculation. Each line, the discount and the tax are rounded half-up to the currency's
 * digits as they are computed, and the subtotal and total are sums of those rounded figures, so what
 * the PDF prints always adds up. Inputs follow the builder's rule (not a number ≥ 0 → 0), so the
 * function never throws and never goes below zero.
 */
export function calculateTotals(input: TotalsInput): Totals {
  const { digits, cashRounding } = cldrFractions(input.currency.trim().toUpperCase());
  const round = (value: MoneyDecimal): MoneyDecimal =>
    value.toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP);

  const lines = input.items.map((item) => round(toMoneyDecimal(item.qty).times(priceOf(item.price))));
  const subtotal = lines.reduce((sum, line) => sum.plus(line), new MoneyDecimal(0));
  const discountPercentage = MoneyDecimal.min(toMoneyDecimal(input.discountPercentage), HUNDRED);
  const discount = round(subtotal.times(discountPercentage).div(HUNDRED));
  const tax = round(subtotal.minus(discount).times(toMoneyDecimal(input.taxRate)).div(HUNDRED));
  const exactTotal = subtotal.minus(discount).plus(tax);
  const total =
    cashRounding !== null && input.cashRounding !== false
      ? exactTotal.toNearest(cashRounding, MoneyDecimal.ROUND_HALF_UP)
      : exactTotal;

  const text = (value: MoneyDecimal): string => value.toFixed(digits);
  return {
    lines: lines.map(text),
    subtotal: text(subtotal),
    discount: text(discount),
    tax: text(tax),
    rounding: text(total.minus(exactTotal)),
    total: text(total),
  };
}
