import fc from 'fast-check';
import { CURRENCIES } from '../currency/currencies';
import { calculateTotals, type TotalsInput } from './calculate-totals';
import { formatMoney } from './format-money';
import { MoneyDecimal } from './money-decimal';

const d = (text: string) => new MoneyDecimal(text);

// What people type into a number field, as numbers and as text.
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: 0, max: 1e9, noNaN: true }),
  fc
    .tuple(fc.nat({ max: 999_999 }), fc.nat({ max: 9999 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(4, '0')}`),
);
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
const currencyCode = fc.constantFrom(...CURRENCIES.map((c) => c.code));
const digitsOf = (code: string) => CURRENCIES.find((c) => c.code === code)?.digits ?? 2;

const input: fc.Arbitrary<TotalsInput> = fc.record({
  items: fc.array(fc.record({ qty: amount, price: amount }), { maxLength: 12 }),
  discountPercentage: percent,
  taxRate: percent,
  currency: currencyCode,
});

describe('calculateTotals properties', () => {
  it('totals are the sum of their parts', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = calculateTotals(i);
        const linesSum = t.lines.reduce((sum, line) => sum.plus(d(line)), d('0'));
        expect(linesSum.equals(d(t.subtotal))).toBe(true);
        const parts = d(t.subtotal).minus(d(t.discount)).plus(d(t.tax)).plus(d(t.rounding));
        expect(parts.equals(d(t.total))).toBe(true);
      }),
    );
  });

  it('the total is never negative for non-negative inputs', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(d(calculateTotals(i).total).isNegative()).toBe(false);
      }),
    );
  });

  it('0% discount and 0% tax leave the total at the subtotal (up to the cash step)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = calculateTotals({ ...i, discountPercentage: 0, taxRate: 0 });
        expect(t.discount).toBe(d('0').toFixed(digitsOf(i.currency)));
        expect(t.tax).toBe(t.discount);
        expect(d(t.total).equals(d(t.subtotal).plus(d(t.rounding)))).toBe(true);
        const plain = calculateTotals({ ...i, discountPercentage: 0, taxRate: 0, cashRounding: false });
        expect(plain.total).toBe(plain.subtotal);
      }),
    );
  });

  it("every amount has exactly the currency's digits and no exponent", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = calculateTotals(i);
        const digits = digitsOf(i.currency);
        const shape = digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`);
        for (const value of [...t.lines, t.subtotal, t.discount, t.tax, t.rounding, t.total]) {
          expect(value).toMatch(shape);
        }
      }),
    );
  });

  it('the cash adjustment is at most half a cash step', () => {
    fc.assert(
      fc.property(input, (i) => {
        const step = CURRENCIES.find((c) => c.code === i.currency)?.cashRounding ?? 0;
        const t = calculateTotals(i);
        expect(d(t.rounding).abs().lessThanOrEqualTo(new MoneyDecimal(step).div(2))).toBe(true);
      }),
    );
  });

  it('never throws, whatever arrives as numbers or currency, and the result always formats', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.string(),
      fc.constantFrom('1e308', '1e-400', '-0', 'Infinity', 'NaN', '0x1F', ' 12 ', '1,5'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: anything, price: anything }), { maxLength: 5 }),
        anything,
        anything,
        fc.oneof(currencyCode, fc.string()),
        (items, discountPercentage, taxRate, currency) => {
          // The casts stand for untyped data (JSON, form state) reaching the function at runtime.
          const t = calculateTotals({ items, discountPercentage, taxRate, currency } as TotalsInput);
          expect(d(t.total).isNegative()).toBe(false);
          // Two inputs near 1e308 multiply past the double range, which formatMoney refuses by design.
          const printable = Number.isFinite(Number(t.total)) && /^[A-Z]{3}$/.test(currency);
          if (printable) expect(() => formatMoney(t.total, currency)).not.toThrow();
        },
      ),
    );
  });
});
