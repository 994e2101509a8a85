import { calculateTotals } from './calculate-totals';
import { formatMoney } from './format-money';
import { formatRate } from './format-rate';

describe('formatRate', () => {
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
  ])('prints %s %s as %s', (rate, currency, printed) => {
    expect(formatRate(rate, currency)).toBe(printed);
  });

  it.each([
    ['2.5', '10.555', 'USD', '$26.39'],
    ['3', '33.333', 'CHF', 'CHF\u00a0100.00'],
    ['2', '7.123456', 'USD', '$14.25'],
  ])('prints a line that checks out: %s × %s %s', (qty, rate, currency, amount) => {
    const totals = calculateTotals({ items: [{ qty, rate }], currency });
    const printedRate = formatRate(rate, currency).replace(/[^\d.]/g, '');

    expect(formatMoney(totals.lines[0], currency)).toBe(amount);
    expect(formatMoney(String(Number(qty) * Number(printedRate)), currency)).toBe(amount);
  });
});
