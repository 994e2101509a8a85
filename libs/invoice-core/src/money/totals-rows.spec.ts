import { calculateTotals } from './calculate-totals';
import { receiverLabel } from './document-labels';
import { totalsRows, type TotalsRowsInput } from './totals-rows';

const MINUS = '\u2212';
// en-US separates the code from the amount with a no-break space ('CHF 10.05').
const CHF = 'CHF\u00a0';

type Entry = {
  prices: string[];
  discountPercentage?: string | null;
  taxRate?: string | null;
  currency?: string;
  type?: TotalsRowsInput['type'];
};

/** The rows for one item per price (qty 1), as the page and the PDF would print them. */
function rowsFor({
  prices,
  discountPercentage = null,
  taxRate = null,
  currency = 'USD',
  type = 'invoice',
}: Entry) {
  const totals = calculateTotals({
    items: prices.map((price) => ({ qty: '1', price })),
    discountPercentage,
    taxRate,
    currency,
  });
  return totalsRows({ totals, discountPercentage, currency, type });
}

const printed = (entry: Entry) => {
  const { rows, grandTotal } = rowsFor(entry);
  return [...rows, grandTotal].map(({ label, value }) => [label, value]);
};

describe('totalsRows', () => {
  it('prints only the subtotal and the total when there is no discount, tax or rounding', () => {
    expect(printed({ prices: ['50'] })).toEqual([
      ['Subtotal', '$50.00'],
      ['Total Due', '$50.00'],
    ]);
    expect(printed({ prices: ['50'], discountPercentage: '0', taxRate: '0.00' })).toEqual([
      ['Subtotal', '$50.00'],
      ['Total Due', '$50.00'],
    ]);
  });

  it('prints the discount with a real minus sign and the tax, each with its percent as typed', () => {
    // 50 − 5 = 45; tax 8.25 % of 45 = 3.7125 → 3.71
    expect(printed({ prices: ['50'], discountPercentage: '10.00', taxRate: '8.250' })).toEqual([
      ['Subtotal', '$50.00'],
      ['Discount (10%)', `${MINUS}$5.00`],
      ['Tax (8.25%)', '$3.71'],
      ['Total Due', '$48.71'],
    ]);
  });

  it('leaves out a discount or tax that rounds to nothing', () => {
    // 0.1 % of 1.00 is 0.001, which rounds to $0.00.
    expect(printed({ prices: ['1'], discountPercentage: '0.1', taxRate: '0.1' })).toEqual([
      ['Subtotal', '$1.00'],
      ['Total Due', '$1.00'],
    ]);
  });

  it('caps the discount label at the 100% applied, and leaves tax uncapped', () => {
    expect(printed({ prices: ['20'], discountPercentage: '150', taxRate: '250' })).toEqual([
      ['Subtotal', '$20.00'],
      ['Discount (100%)', `${MINUS}$20.00`],
      ['Total Due', '$0.00'],
    ]);
    expect(printed({ prices: ['20'], taxRate: '250' })).toContainEqual(['Tax (250%)', '$50.00']);
  });

  it('prints small percents in plain notation', () => {
    expect(printed({ prices: ['100000000'], taxRate: '0.0000001' })).toContainEqual([
      'Tax (0.0000001%)',
      '$0.10',
    ]);
  });

  it('signs cash rounding with U+2212 when it takes off and + when it adds', () => {
    // CHF rounds the total to 0.05: 10.03 → 10.05 (+0.02), 10.02 → 10.00 (−0.02).
    expect(printed({ prices: ['10.03'], currency: 'CHF' })).toEqual([
      ['Subtotal', `${CHF}10.03`],
      ['Rounding', `+${CHF}0.02`],
      ['Total Due', `${CHF}10.05`],
    ]);
    expect(printed({ prices: ['10.02'], currency: 'CHF' })).toEqual([
      ['Subtotal', `${CHF}10.02`],
      ['Rounding', `${MINUS}${CHF}0.02`],
      ['Total Due', `${CHF}10.00`],
    ]);
    for (const [, value] of printed({ prices: ['10.02'], discountPercentage: '10', currency: 'CHF' })) {
      expect(value).not.toContain('-');
    }
  });

  it("labels the grand total 'Quote Total' on a quote", () => {
    expect(rowsFor({ prices: ['7'], type: 'quote' }).grandTotal).toMatchObject({
      label: 'Quote Total',
      value: '$7.00',
    });
  });

  it('uses the currency digits of the totals (JPY has none)', () => {
    expect(printed({ prices: ['1234'], discountPercentage: '10', currency: 'JPY' })).toEqual([
      ['Subtotal', '¥1,234'],
      ['Discount (10%)', `${MINUS}¥123`],
      ['Total Due', '¥1,111'],
    ]);
  });

  it('names each row with a stable key', () => {
    // 10.03 − 0.50 + 0.48 = 10.01, rounded to 10.00
    const { rows, grandTotal } = rowsFor({
      prices: ['10.03'],
      discountPercentage: '5',
      taxRate: '5',
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

describe('totalsRows with taxes per line', () => {
  it('prints one line per tax charged, named as the document names it, and a net subtotal for inclusive prices', () => {
    const totals = calculateTotals({
      items: [
        { qty: 1, price: 119, tax_ids: ['std'] },
        { qty: 1, price: 107, tax_ids: ['red'] },
        { qty: 1, price: 10, tax_ids: ['rc'] },
      ],
      taxes: [
        { id: 'std', name: 'VAT', rate: 19 },
        { id: 'red', name: 'VAT', rate: 7 },
        { id: 'rc', name: 'Reverse charge', rate: 0, category: 'AE' },
      ],
      pricesIncludeTax: true,
      currency: 'EUR',
    });
    const { rows, grandTotal } = totalsRows({
      totals,
      discountPercentage: 0,
      currency: 'EUR',
      type: 'invoice',
      pricesIncludeTax: true,
    });
    expect(rows.map(({ label, value, taxId }) => [label, value, taxId])).toEqual([
      ['Net amount', '€210.00', undefined],
      ['VAT (19%)', '€19.00', 'std'],
      ['VAT (7%)', '€7.00', 'red'],
    ]);
    expect(grandTotal.value).toBe('€236.00');
  });
});
