import { calculateTotals } from './calculate-totals';
import { receiverLabel } from './document-labels';
import { totalsRows, type TotalsRowsInput } from './totals-rows';

const MINUS = '\u2212';
// en-US separates the code from the amount with a no-break space ('CHF 10.05').
const CHF = 'CHF\u00a0';

type Entry = {
  rates: string[];
  discountPct?: string | null;
  taxRatePct?: string | null;
  currency?: string;
  type?: TotalsRowsInput['type'];
};

/** The rows for one item per rate (qty 1), as the page and the PDF would print them. */
function rowsFor({
  rates,
  discountPct = null,
  taxRatePct = null,
  currency = 'USD',
  type = 'invoice',
}: Entry) {
  const totals = calculateTotals({
    items: rates.map((rate) => ({ qty: '1', rate })),
    discountPct,
    taxRatePct,
    currency,
  });
  return totalsRows({ totals, discountPct, taxRatePct, currency, type });
}

const printed = (entry: Entry) => {
  const { rows, grandTotal } = rowsFor(entry);
  return [...rows, grandTotal].map(({ label, value }) => [label, value]);
};

describe('totalsRows', () => {
  it('prints only the subtotal and the total when there is no discount, tax or rounding', () => {
    expect(printed({ rates: ['50'] })).toEqual([
      ['Subtotal', '$50.00'],
      ['Total Due', '$50.00'],
    ]);
    expect(printed({ rates: ['50'], discountPct: '0', taxRatePct: '0.00' })).toEqual([
      ['Subtotal', '$50.00'],
      ['Total Due', '$50.00'],
    ]);
  });

  it('prints the discount with a real minus sign and the tax, each with its percent as typed', () => {
    // 50 − 5 = 45; tax 8.25 % of 45 = 3.7125 → 3.71
    expect(printed({ rates: ['50'], discountPct: '10.00', taxRatePct: '8.250' })).toEqual([
      ['Subtotal', '$50.00'],
      ['Discount (10%)', `${MINUS}$5.00`],
      ['Tax (8.25%)', '$3.71'],
      ['Total Due', '$48.71'],
    ]);
  });

  it('leaves out a discount or tax that rounds to nothing', () => {
    // 0.1 % of 1.00 is 0.001, which rounds to $0.00.
    expect(printed({ rates: ['1'], discountPct: '0.1', taxRatePct: '0.1' })).toEqual([
      ['Subtotal', '$1.00'],
      ['Total Due', '$1.00'],
    ]);
  });

  it('caps the discount label at the 100% applied, and leaves tax uncapped', () => {
    expect(printed({ rates: ['20'], discountPct: '150', taxRatePct: '250' })).toEqual([
      ['Subtotal', '$20.00'],
      ['Discount (100%)', `${MINUS}$20.00`],
      ['Total Due', '$0.00'],
    ]);
    expect(printed({ rates: ['20'], taxRatePct: '250' })).toContainEqual(['Tax (250%)', '$50.00']);
  });

  it('prints small percents in plain notation', () => {
    expect(printed({ rates: ['100000000'], taxRatePct: '0.0000001' })).toContainEqual([
      'Tax (0.0000001%)',
      '$0.10',
    ]);
  });

  it('signs cash rounding with U+2212 when it takes off and + when it adds', () => {
    // CHF rounds the total to 0.05: 10.03 → 10.05 (+0.02), 10.02 → 10.00 (−0.02).
    expect(printed({ rates: ['10.03'], currency: 'CHF' })).toEqual([
      ['Subtotal', `${CHF}10.03`],
      ['Rounding', `+${CHF}0.02`],
      ['Total Due', `${CHF}10.05`],
    ]);
    expect(printed({ rates: ['10.02'], currency: 'CHF' })).toEqual([
      ['Subtotal', `${CHF}10.02`],
      ['Rounding', `${MINUS}${CHF}0.02`],
      ['Total Due', `${CHF}10.00`],
    ]);
    for (const [, value] of printed({ rates: ['10.02'], discountPct: '10', currency: 'CHF' })) {
      expect(value).not.toContain('-');
    }
  });

  it("labels the grand total 'Quote Total' on a quote", () => {
    expect(rowsFor({ rates: ['7'], type: 'quote' }).grandTotal).toMatchObject({
      label: 'Quote Total',
      value: '$7.00',
    });
  });

  it('uses the currency digits of the totals (JPY has none)', () => {
    expect(printed({ rates: ['1234'], discountPct: '10', currency: 'JPY' })).toEqual([
      ['Subtotal', '¥1,234'],
      ['Discount (10%)', `${MINUS}¥123`],
      ['Total Due', '¥1,111'],
    ]);
  });

  it('names each row with a stable key', () => {
    // 10.03 − 0.50 + 0.48 = 10.01, rounded to 10.00
    const { rows, grandTotal } = rowsFor({
      rates: ['10.03'],
      discountPct: '5',
      taxRatePct: '5',
      currency: 'CHF',
    });
    expect([...rows, grandTotal].map((row) => row.key)).toEqual([
      'subtotal',
      'discount',
      'tax',
      'rounding',
      'total',
    ]);
  });
});

describe('receiverLabel', () => {
  it("says 'Bill to' on an invoice and 'Prepared for' on a quote", () => {
    expect(receiverLabel('invoice')).toBe('Bill to');
    expect(receiverLabel('quote')).toBe('Prepared for');
  });
});
