import {
  documentTotals,
  type EInvoiceProfile,
  type TaxLine,
  type Totals,
  type VatCategory,
} from '@paydraft/invoice-core';
import { exact, Exact, sumOf } from './decimal';
import { assertReady, type EInvoiceDocument } from './einvoice-document';
import { unitCode } from './unit-codes';

/** A VAT category and rate, as lines, allowances and the breakdown all carry it (BG-30, BG-21, BG-23). */
export type VatRate = { category: VatCategory; rate: string };

/**
 * An allowance (line BG-27, document BG-20). Percent and base (BT-138/137, BT-94/93) only when base ×
 * percent gives the amount within a cent (PEPPOL-EN16931-R040): a split or a yen amount may not.
 */
export type Allowance = { amount: string; percent?: string; base?: string };

export type ModelLine = {
  id: string;
  name: string;
  quantity: string;
  unitCode: string;
  /** BT-146, per `baseQuantity` units (BT-149) when given. */
  netPrice: string;
  baseQuantity?: string;
  allowance?: Allowance;
  /** BT-131: invoice-core's line net. */
  net: string;
  vat: VatRate;
};

/** The document discount's share of one VAT rate (BG-20), as invoice-core split it. */
export type DocumentAllowance = Allowance & { vat: VatRate };

export type BreakdownLine = VatRate & { base: string; amount: string; exemption?: Exemption };

/** BT-120 / BT-121: why no VAT is charged, which EN 16931 requires for these categories. */
export type Exemption = { text: string; code: string };

export type EInvoiceModel = {
  totals: Totals;
  lines: ModelLine[];
  allowances: DocumentAllowance[];
  breakdown: BreakdownLine[];
  /** BT-107, BT-109, BT-112, BT-113 and BT-114 (undefined when zero), BT-115. */
  allowanceTotal: string;
  taxBasis: string;
  grandTotal: string;
  prepaid?: string;
  rounding?: string;
  payable: string;
};

const EXEMPTIONS: Partial<Record<VatCategory, Exemption>> = {
  E: { text: 'Exempt from VAT', code: '' },
  AE: { text: 'Reverse charge', code: 'VATEX-EU-AE' },
  K: { text: 'Intra-community supply', code: 'VATEX-EU-IC' },
  G: { text: 'Export outside the EU', code: 'VATEX-EU-G' },
  O: { text: 'Not subject to VAT', code: 'VATEX-EU-O' },
};

/**
 * Everything both syntaxes write, from invoice-core's totals: line nets, the breakdown and the
 * document discount's split are taken as calculateTotals gave them, never computed again. Throws
 * EInvoiceNotReady first when the document lacks what the profile needs (payable: total > 0).
 */
export function einvoiceModel(document: EInvoiceDocument, profile: EInvoiceProfile): EInvoiceModel {
  const totals = documentTotals(document);
  assertReady(document, profile, exact(totals.total).greaterThan(0));
  const taxOfLine = lineTaxes(document, totals.taxBreakdown);
  const lines = document.items.map((item, index) =>
    modelLine(item, index, totals.lineNets[index], taxOfLine[index], document.prices_include_tax),
  );
  const grandTotal = exact(totals.subtotal).minus(exact(totals.discount)).plus(exact(totals.tax));
  return {
    totals,
    lines,
    allowances: documentAllowances(document, totals, taxOfLine),
    breakdown: totals.taxBreakdown.map((tax) => ({
      category: tax.category,
      rate: tax.rate,
      base: tax.base,
      amount: tax.amount,
      exemption: exemption(tax),
    })),
    allowanceTotal: totals.discount,
    taxBasis: exact(totals.subtotal).minus(exact(totals.discount)).toFixed(digitsOf(totals.total)),
    grandTotal: grandTotal.toFixed(digitsOf(totals.total)),
    rounding: exact(totals.rounding).isZero() ? undefined : totals.rounding,
    ...amountDue(document, totals.total),
  };
}

/**
 * BT-113 and BT-115 (BR-CO-16: due = total − prepaid): the payments recorded, at most the total (an
 * overpayment's excess is a credit note of its own), and what is left.
 */
function amountDue(document: EInvoiceDocument, total: string): Pick<EInvoiceModel, 'prepaid' | 'payable'> {
  const paid = exact(document.paid_amount ?? '');
  if (!paid.greaterThan(0)) return { payable: total };
  const prepaid = Exact.min(paid, exact(total));
  return {
    prepaid: prepaid.toFixed(digitsOf(total)),
    payable: exact(total).minus(prepaid).toFixed(digitsOf(total)),
  };
}

/** Each line's one tax (einvoiceProblems guarantees exactly one): the breakdown's line of that id. */
function lineTaxes(document: EInvoiceDocument, breakdown: readonly TaxLine[]): TaxLine[] {
  const byId = new Map(breakdown.map((tax) => [tax.id, tax]));
  // Without `taxes` the spec's single tax_rate is the one tax of every line.
  return document.items.map(
    (item) => byId.get(document.taxes.length === 0 ? breakdown[0].id : (item.tax_ids ?? [])[0]) as TaxLine,
  );
}

type Item = EInvoiceDocument['items'][number];

function modelLine(item: Item, index: number, net: string, tax: TaxLine, inclusive: boolean): ModelLine {
  const base = {
    id: String(index + 1),
    name: item.description.trim() === '' ? `Item ${index + 1}` : item.description,
    quantity: exact(item.qty).toFixed(),
    unitCode: unitCode(item.unit),
    net,
    vat: { category: tax.category, rate: tax.rate },
  };
  const quantity = exact(item.qty);
  const lineNet = exact(net);
  if (!inclusive) {
    const priced = pricedLine(item, quantity, lineNet, digitsOf(net));
    if (priced) return { ...base, ...priced };
  }
  return { ...base, ...netPriceFromNet(quantity, lineNet) };
}

/**
 * The item's own price, with its discount as a line allowance, when quantity × price − allowance
 * gives the line net back within a cent (PEPPOL-EN16931-R120); in a currency without decimals
 * (JPY) a fractional quantity may not, and the line falls back to a price derived from its net.
 */
function pricedLine(
  item: Item,
  quantity: Exact,
  net: Exact,
  digits: number,
): Pick<ModelLine, 'netPrice' | 'allowance'> | undefined {
  const exactGross = quantity.times(exact(item.price));
  const discount = exact(item.discount_percentage);
  const gross = exactGross.toDecimalPlaces(digits);
  const amount = gross.minus(net);
  if (!withinCent(exactGross.minus(amount), net)) return undefined;
  const netPrice = exact(item.price).toFixed();
  if (discount.isZero()) return { netPrice };
  return { netPrice, allowance: allowanceOf(amount, discount, gross, digits) };
}

function allowanceOf(amount: Exact, percent: Exact, base: Exact, digits: number): Allowance {
  const written = { amount: amount.toFixed(digits) };
  return withinCent(base.times(percent).div(100), amount)
    ? { ...written, percent: percent.toFixed(), base: base.toFixed(digits) }
    : written;
}

const CENT = new Exact('0.01');
const withinCent = (a: Exact, b: Exact): boolean => a.minus(b).abs().lte(CENT);

/**
 * A price derived from the line's net (BT-131, from invoice-core): that net per unit when 4 decimals
 * carry it within a cent, else the net for the whole quantity (BT-149), so quantity × price always
 * gives the line net back. Used for tax-inclusive prices and where the item's price cannot be.
 */
function netPriceFromNet(quantity: Exact, net: Exact): Pick<ModelLine, 'netPrice' | 'baseQuantity'> {
  if (quantity.isZero()) return { netPrice: '0' };
  const unitPrice = net.div(quantity).toDecimalPlaces(4);
  if (withinCent(unitPrice.times(quantity), net)) return { netPrice: unitPrice.toFixed() };
  return { netPrice: net.toFixed(), baseQuantity: quantity.toFixed() };
}

/**
 * The document discount per VAT rate: what invoice-core took off each group of lines, which is the
 * group's nets less its tax base (calculateTotals splits the discount by group and taxes each base).
 */
function documentAllowances(
  document: EInvoiceDocument,
  totals: Totals,
  taxOfLine: readonly TaxLine[],
): DocumentAllowance[] {
  if (exact(totals.discount).isZero()) return [];
  const digits = digitsOf(totals.total);
  return totals.taxBreakdown.flatMap((tax) => {
    const nets = sumOf(totals.lineNets.filter((_, index) => taxOfLine[index].id === tax.id).map(exact));
    const amount = nets.minus(exact(tax.base));
    if (amount.isZero()) return [];
    const percent = exact(document.discount_percentage);
    return [
      { ...allowanceOf(amount, percent, nets, digits), vat: { category: tax.category, rate: tax.rate } },
    ];
  });
}

function exemption(tax: TaxLine): Exemption | undefined {
  const known = EXEMPTIONS[tax.category];
  if (known === undefined) return undefined;
  return { ...known, text: tax.name.trim() === '' || tax.name === 'Tax' ? known.text : tax.name };
}

/** How many decimals the currency's amounts have, read from an amount invoice-core wrote. */
function digitsOf(amount: string): number {
  const point = amount.indexOf('.');
  return point === -1 ? 0 : amount.length - point - 1;
}
