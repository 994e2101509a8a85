import { cldrFractions } from '../currency/cldr-currency-data';
import type { VatCategory } from '../document/vat-category';
import type { NumberInput } from '../rules/non-negative-number';
import { priceOf } from './format-price';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';
import { splitAmount } from './split-amount';
import {
  effectiveTaxes,
  groupByTaxes,
  lineTaxIds,
  type Tax,
  type TaxGroup,
  type TaxInput,
} from './tax-groups';

/** What the totals need from an item row. */
export type TotalsItem = {
  qty?: NumberInput;
  price?: NumberInput;
  /** The line's own discount, percent 0–100. */
  discount_percentage?: NumberInput;
  /** The taxes the line pays; omitted: every non-compound tax of the document. */
  tax_ids?: readonly string[];
};

export type TotalsInput = {
  items: readonly TotalsItem[];
  /** The document discount: percent of the line nets taken off; clamped to 0–100. */
  discountPercentage?: NumberInput;
  /** The spec's single tax rate, used only when `taxes` is empty. */
  taxRate?: NumberInput;
  /** The document's taxes; none keeps the spec's rule (one tax of `taxRate` on every line). */
  taxes?: readonly TaxInput[];
  /** Item prices include the line's taxes: the nets are derived from them. */
  pricesIncludeTax?: boolean;
  /** ISO code; an unknown code is treated as 2 digits without cash rounding. */
  currency: string;
  /** Round the total to the currency's cash step (CHF 0.05). Default true. */
  cashRounding?: boolean;
};

/** One tax of the breakdown (EN 16931 BG-23): what it was charged on and how much. */
export type TaxLine = {
  id: string;
  name: string;
  /** The percent, without trailing zeros ('19', '7.5'). */
  rate: string;
  category: VatCategory;
  base: string;
  amount: string;
};

/**
 * Amounts as plain decimal strings with exactly the currency's digits ('12.30', JPY '1230'), so
 * they cross JSON and protobuf without float loss and print as they were computed.
 */
export type Totals = {
  /** Each item's amount as its row prints it: qty × price less the line discount (with tax when prices include it). */
  lines: string[];
  /** Each item's net amount (BT-131): `lines`, or, when prices include tax, the net derived from them. */
  lineNets: string[];
  /** What the line discounts took off, already out of the line nets. */
  lineDiscount: string;
  /** The sum of the line nets (BT-106). */
  subtotal: string;
  /** The document discount (BT-107). */
  discount: string;
  /** Per tax, in the document's order; only taxes some line pays. */
  taxBreakdown: TaxLine[];
  /** The sum of the breakdown's amounts (BT-110). */
  tax: string;
  /** What makes the total payable: the cash step (CHF 0.05), and with tax-inclusive prices the cent that keeps the total at the prices' sum. */
  rounding: string;
  /** subtotal − discount + tax + rounding. */
  total: string;
};

type Round = (value: MoneyDecimal) => MoneyDecimal;

const ZERO = new MoneyDecimal(0);
const HUNDRED = new MoneyDecimal(100);
const sum = (values: readonly MoneyDecimal[]): MoneyDecimal => values.reduce((a, b) => a.plus(b), ZERO);

/**
 * The document's money, in the order docs/money-model-api.md writes down: line nets rounded half-up to the
 * currency's digits; the document discount split over the groups of lines sharing a set of taxes in
 * proportion to their nets; each tax rounded once on its whole base; then the total, rounded to the
 * cash step. Inputs follow the builder's rule (not a number ≥ 0 → 0), so it never throws.
 */
export function calculateTotals(input: TotalsInput): Totals {
  const { digits, cashRounding } = cldrFractions(input.currency.trim().toUpperCase());
  const round: Round = (value) => value.toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP);
  const taxes = effectiveTaxes(input.taxes, input.taxRate);
  const legacy = !input.taxes?.length;
  const inclusive = input.pricesIncludeTax === true;

  const undiscounted = input.items.map((item) => round(toMoneyDecimal(item.qty).times(priceOf(item.price))));
  const lines = input.items.map((item) => round(lineAmountBeforeRounding(item)));
  const groups = groupByTaxes(
    input.items.map((item) => lineTaxIds(taxes, legacy ? undefined : item.tax_ids)),
  );
  const nets = inclusive ? netsFromGross(lines, groups, taxes, digits) : lines;

  const subtotal = sum(nets);
  const discountPercentage = MoneyDecimal.min(toMoneyDecimal(input.discountPercentage), HUNDRED);
  const discount = round(subtotal.times(discountPercentage).div(HUNDRED));
  const groupNets = groups.map((group) => sum(group.lineIndexes.map((index) => nets[index])));
  const allowances = splitAmount(discount, groupNets, digits);
  const bases = groupNets.map((net, index) => net.minus(allowances[index]));
  const breakdown = taxBreakdown(taxes, groups, bases, round, inclusive);
  const tax = sum(breakdown.map((line) => line.amount));

  const exactTotal = subtotal.minus(discount).plus(tax);
  const payable = inclusive
    ? sum(lines).minus(round(sum(lines).times(discountPercentage).div(HUNDRED)))
    : exactTotal;
  const total =
    cashRounding !== null && input.cashRounding !== false
      ? payable.toNearest(cashRounding, MoneyDecimal.ROUND_HALF_UP)
      : payable;

  const text = (value: MoneyDecimal): string => value.toFixed(digits);
  return {
    lines: lines.map(text),
    lineNets: nets.map(text),
    lineDiscount: text(sum(undiscounted).minus(sum(lines))),
    subtotal: text(subtotal),
    discount: text(discount),
    taxBreakdown: breakdown.map((line) => ({ ...line, base: text(line.base), amount: text(line.amount) })),
    tax: text(tax),
    rounding: text(total.minus(exactTotal)),
    total: text(total),
  };
}

/** qty × price × (1 − line discount), exact: the price taken as printed (at most 4 decimals). */
function lineAmountBeforeRounding(item: TotalsItem): MoneyDecimal {
  const lineDiscount = MoneyDecimal.min(toMoneyDecimal(item.discount_percentage), HUNDRED);
  return toMoneyDecimal(item.qty).times(priceOf(item.price)).times(HUNDRED.minus(lineDiscount)).div(HUNDRED);
}

/**
 * With tax-inclusive prices, each group's net is its gross over (1 + its rates), rounded once, then
 * shared among its lines in proportion to their gross: the nets then add up to what the group's
 * gross implies, instead of drifting by a rounding per line.
 */
function netsFromGross(
  gross: readonly MoneyDecimal[],
  groups: readonly TaxGroup[],
  taxes: readonly Tax[],
  digits: number,
): MoneyDecimal[] {
  const nets = gross.map(() => ZERO);
  for (const group of groups) {
    const rates = sum(taxes.filter((tax) => group.taxIds.includes(tax.id)).map((tax) => tax.rate));
    const groupGross = sum(group.lineIndexes.map((index) => gross[index]));
    const groupNet = groupGross
      .times(HUNDRED)
      .div(HUNDRED.plus(rates))
      .toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP);
    const shares = splitAmount(
      groupNet,
      group.lineIndexes.map((index) => gross[index]),
      digits,
    );
    group.lineIndexes.forEach((lineIndex, position) => (nets[lineIndex] = shares[position]));
  }
  return nets;
}

type ExactTaxLine = Omit<TaxLine, 'base' | 'amount'> & { base: MoneyDecimal; amount: MoneyDecimal };

/**
 * Each tax's base is the discounted nets of the groups that pay it; a compound tax's base also
 * carries those groups' non-compound taxes (Quebec's QST on top of GST). The amount is rounded once
 * per tax (EN 16931 BT-117), from the base as printed, so base × rate always matches the amount.
 */
function taxBreakdown(
  taxes: readonly Tax[],
  groups: readonly TaxGroup[],
  bases: readonly MoneyDecimal[],
  round: Round,
  inclusive: boolean,
): ExactTaxLine[] {
  const lines: ExactTaxLine[] = [];
  for (const tax of taxes) {
    const paying = groups
      .map((group, index) => ({ group, base: bases[index] }))
      .filter(({ group }) => group.taxIds.includes(tax.id));
    if (paying.length === 0) continue;
    const compound = tax.compound && !inclusive;
    const base = round(
      sum(paying.map(({ group, base }) => (compound ? base.times(compoundFactor(group, taxes)) : base))),
    );
    const { id, name, category } = tax;
    lines.push({
      id,
      name,
      rate: tax.rate.toFixed(),
      category,
      base,
      amount: round(base.times(tax.rate).div(HUNDRED)),
    });
  }
  return lines;
}

/** 1 + the group's non-compound rates: what a compound tax's base is multiplied by. */
function compoundFactor(group: TaxGroup, taxes: readonly Tax[]): MoneyDecimal {
  const rates = taxes.filter((tax) => !tax.compound && group.taxIds.includes(tax.id)).map((tax) => tax.rate);
  return HUNDRED.plus(sum(rates)).div(HUNDRED);
}
