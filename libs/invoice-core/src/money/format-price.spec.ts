import { calculateTotals } from './calculate-totals';
import { formatMoney } from './format-money';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    ['10.555', 'USD', '$10.555'],
    ['10.5', 'USD', '$10.50'],
    ['10.5000', 'USD', '$10.50'],
    ['0.0125', 'EUR', '€0.0125'],
    ['33.333', 'CHF', 'CHF\u00a033.333'],
    ['1200', 'JPY', '¥1,200'],
    ['1200.5', 'JPY', '¥1,200.5'],
    ['7.123456', 'USD', '$7.1235'],
    ['abc', 'USD', '$0.00'],
  ])('prints %s %s as %s', (price, currency, printed) => {
    expect(formatPrice(price, currency)).toBe(printed);
  });

  it.each([
    ['2.5', '10.555', 'USD', '$26.39'],
    ['3', '33.333', 'CHF', 'CHF\u00a0100.00'],
    ['2', '7.123456', 'USD', '$14.25'],
  ])('prints a line that checks out: %s × %s %s', (qty, price, currency, amount) => {
    const totals = calculateTotals({ items: [{ qty, price }], currency });
    const printedPrice = formatPrice(price, currency).replace(/[^\d.]/g, '');

    expect(formatMoney(totals.lines[0], currency)).toBe(amount);
    expect(formatMoney(String(Number(qty) * Number(printedPrice)), currency)).toBe(amount);
  });
});
