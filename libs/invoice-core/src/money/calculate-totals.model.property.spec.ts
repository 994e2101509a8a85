import fc from 'fast-check';
import { cldrFractions } from '../currency/cldr-currency-data';
import { CURRENCIES } from '../currency/currencies';
import { calculateTotals, type TotalsInput } from './calculate-totals';
import { priceOf } from './format-price';
import { MoneyDecimal, toMoneyDecimal } from './money-decimal';

/**
 * The spec's calculation exactly as it was before taxes per line (commit 9ac230b), frozen here as
 * the oracle: a simple document must keep its totals to the cent.
 */
function specTotalsBeforeTaxesPerLine(input: TotalsInput) {
  const { digits, cashRounding } = cldrFractions(input.currency.trim().toUpperCase());
  const round = (value: MoneyDecimal) => value.toDecimalPlaces(digits, MoneyDecimal.ROUND_HALF_UP);
  const hundred = new MoneyDecimal(100);
  const lines = input.items.map((item) => round(toMoneyDecimal(item.qty).times(priceOf(item.price))));
  const subtotal = lines.reduce((sum, line) => sum.plus(line), new MoneyDecimal(0));
  const discountPercentage = MoneyDecimal.min(toMoneyDecimal(input.discountPercentage), hundred);
  const discount = round(subtotal.times(discountPercentage).div(hundred));
  const tax = round(subtotal.minus(discount).times(toMoneyDecimal(input.taxRate)).div(hundred));
  const exactTotal = subtotal.minus(discount).plus(tax);
  const total =
    cashRounding !== null && input.cashRounding !== false
      ? exactTotal.toNearest(cashRounding, MoneyDecimal.ROUND_HALF_UP)
      : exactTotal;
  const text = (value: MoneyDecimal) => value.toFixed(digits);
  return {
    lines: lines.map(text),
    subtotal: text(subtotal),
    discount: text(discount),
    tax: text(tax),
    rounding: text(total.minus(exactTotal)),
    total: text(total),
  };
}

const amount = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: 1e9, noNaN: true }),
  fc.constantFrom('', 'abc', -3, null, '1e3', ' 7.5 '),
  fc
    .tuple(fc.nat({ max: 999_999 }), fc.nat({ max: 9999 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(4, '0')}`),
);
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));

describe('the money model', () => {
  it('gives a simple document (no taxes list) the totals it had before, to the cent', () => {
    const simple = fc.record({
      items: fc.array(fc.record({ qty: amount, price: amount }), { maxLength: 15 }),
      discountPercentage: percent,
      taxRate: percent,
      currency: fc.constantFrom(...CURRENCIES.map((currency) => currency.code)),
      cashRounding: fc.boolean(),
    });
    fc.assert(
      fc.property(simple, (input) => {
        expect(calculateTotals(input)).toMatchObject(specTotalsBeforeTaxesPerLine(input));
      }),
      { numRuns: 500 },
    );
  });

  it('tax-inclusive prices do not drift: 100 lines at 7 % and 19 % total exactly their prices', () => {
    const line = fc.record({ cents: fc.integer({ min: 1, max: 500_000 }), rate: fc.constantFrom(7, 19) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 100, maxLength: 100 }), (lines) => {
        const totals = calculateTotals({
          items: lines.map(({ cents, rate }) => ({
            qty: 1,
            price: (cents / 100).toFixed(2),
            tax_ids: [`r${rate}`],
          })),
          taxes: [
            { id: 'r19', name: 'VAT', rate: 19 },
            { id: 'r7', name: 'VAT', rate: 7 },
          ],
          pricesIncludeTax: true,
          currency: 'EUR',
        });
        // Independently, in integer cents: each rate's net is its gross ÷ (1 + rate), rounded half-up.
        const grossOf = (rate: number) =>
          lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + BigInt(l.cents), 0n);
        const netOf = (rate: number) =>
          (grossOf(rate) * 100n * 2n + BigInt(100 + rate)) / (BigInt(100 + rate) * 2n);
        const cents = (text: string) => BigInt(text.replace('.', ''));

        expect(cents(totals.total)).toBe(grossOf(7) + grossOf(19));
        expect(cents(totals.subtotal)).toBe(netOf(7) + netOf(19));
        // Only the per-rate rounding of the tax is left over: at most a cent per rate.
        expect(cents(totals.rounding) >= -2n && cents(totals.rounding) <= 2n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
