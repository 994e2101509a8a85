import { calculateTotals } from './calculate-totals';

describe('calculateTotals', () => {
  it('follows the spec: lines, subtotal, discount, tax of the discounted subtotal, total', () => {
    const totals = calculateTotals({
      items: [
        { qty: 2, price: 50 },
        { qty: 1, price: 25.5 },
      ],
      discountPercentage: 10,
      taxRate: 20,
      currency: 'USD',
    });
    expect(totals).toEqual({
      lines: ['100.00', '25.50'],
      lineNets: ['100.00', '25.50'],
      lineDiscount: '0.00',
      subtotal: '125.50',
      discount: '12.55',
      taxBreakdown: [{ id: 'tax', name: 'Tax', rate: '20', category: 'S', base: '112.95', amount: '22.59' }],
      tax: '22.59',
      rounding: '0.00',
      total: '135.54',
    });
  });

  it('has no binary floating-point artefacts', () => {
    const threeDimes = calculateTotals({
      items: [0.1, 0.1, 0.1].map((price) => ({ qty: 1, price })),
      currency: 'USD',
    });
    expect(threeDimes.subtotal).toBe('0.30');
    expect(threeDimes.total).toBe('0.30');
    expect(calculateTotals({ items: [{ qty: 3, price: 0.1 }], currency: 'USD' }).lines).toEqual(['0.30']);
    expect(
      calculateTotals({
        items: [
          { qty: 1, price: 0.1 },
          { qty: 1, price: 0.2 },
        ],
        currency: 'USD',
      }).total,
    ).toBe('0.30');
    // 1.15 × 100 is 114.99999999999999 in doubles.
    expect(calculateTotals({ items: [{ qty: 100, price: 1.15 }], currency: 'USD' }).total).toBe('115.00');
  });

  it('rounds half-up (commercial), also where the double sits just below the half', () => {
    // 1.005 as a double is 1.00499999999999989…; the decimal text is what the user typed.
    expect(calculateTotals({ items: [{ qty: 1, price: 1.005 }], currency: 'USD' }).total).toBe('1.01');
    expect(calculateTotals({ items: [{ qty: 1, price: '0.125' }], currency: 'USD' }).total).toBe('0.13');
    expect(calculateTotals({ items: [{ qty: 1, price: '0.124' }], currency: 'USD' }).total).toBe('0.12');
  });

  it('sums the rounded lines, so the printed lines add up to the printed subtotal', () => {
    const totals = calculateTotals({
      items: [
        { qty: 1, price: 0.004 },
        { qty: 1, price: 0.004 },
      ],
      currency: 'USD',
    });
    expect(totals.lines).toEqual(['0.00', '0.00']);
    expect(totals.subtotal).toBe('0.00');
  });

  it("uses the currency's digits", () => {
    expect(calculateTotals({ items: [{ qty: 3, price: 333.5 }], currency: 'JPY' })).toMatchObject({
      lines: ['1001'],
      total: '1001',
    });
    expect(calculateTotals({ items: [{ qty: 1, price: '1.2345' }], currency: 'KWD' }).total).toBe('1.235');
    expect(calculateTotals({ items: [{ qty: 1, price: 1 }], currency: 'usd' }).total).toBe('1.00');
  });

  it('treats an unknown currency as 2 digits without cash rounding', () => {
    expect(calculateTotals({ items: [{ qty: 1, price: '10.03' }], currency: 'XYZ' }).total).toBe('10.03');
  });

  it('rounds the total, and only the total, to the cash step (CHF 0.05)', () => {
    expect(calculateTotals({ items: [{ qty: 1, price: '10.03' }], currency: 'CHF' })).toMatchObject({
      lines: ['10.03'],
      subtotal: '10.03',
      rounding: '0.02',
      total: '10.05',
    });
    expect(calculateTotals({ items: [{ qty: 1, price: '10.02' }], currency: 'CHF' })).toMatchObject({
      rounding: '-0.02',
      total: '10.00',
    });
    expect(calculateTotals({ items: [{ qty: 1, price: '10.025' }], currency: 'CHF' }).total).toBe('10.05');
    expect(calculateTotals({ items: [{ qty: 1, price: '99.49' }], currency: 'SEK' }).total).toBe('99.00');
  });

  it('can leave cash rounding off (for bank-transfer invoices)', () => {
    const totals = calculateTotals({
      items: [{ qty: 1, price: '10.03' }],
      currency: 'CHF',
      cashRounding: false,
    });
    expect(totals).toMatchObject({ rounding: '0.00', total: '10.03' });
  });

  it('clamps the discount to 100% so the total cannot go below zero', () => {
    const totals = calculateTotals({
      items: [{ qty: 1, price: 80 }],
      discountPercentage: 150,
      taxRate: 10,
      currency: 'USD',
    });
    expect(totals).toMatchObject({ discount: '80.00', tax: '0.00', total: '0.00' });
  });

  it('applies the builder rule to bad inputs: not a number ≥ 0 counts as 0', () => {
    const totals = calculateTotals({
      items: [
        { qty: -2, price: 10 },
        { qty: 'abc', price: 5 },
        { qty: 2, price: '' },
        { qty: ' 2 ', price: '1.5' },
        {},
      ],
      discountPercentage: 'x',
      taxRate: -5,
      currency: 'USD',
    });
    expect(totals).toEqual({
      lines: ['0.00', '0.00', '0.00', '3.00', '0.00'],
      lineNets: ['0.00', '0.00', '0.00', '3.00', '0.00'],
      lineDiscount: '0.00',
      subtotal: '3.00',
      discount: '0.00',
      taxBreakdown: [{ id: 'tax', name: 'Tax', rate: '0', category: 'S', base: '3.00', amount: '0.00' }],
      tax: '0.00',
      rounding: '0.00',
      total: '3.00',
    });
  });

  it('handles no items', () => {
    expect(calculateTotals({ items: [], discountPercentage: 10, taxRate: 10, currency: 'EUR' })).toEqual({
      lines: [],
      lineNets: [],
      lineDiscount: '0.00',
      subtotal: '0.00',
      discount: '0.00',
      taxBreakdown: [],
      tax: '0.00',
      rounding: '0.00',
      total: '0.00',
    });
  });

  it('keeps large amounts exact and never writes exponents', () => {
    const totals = calculateTotals({
      items: [{ qty: 1e15, price: '123456789.99' }],
      taxRate: 7.7,
      currency: 'USD',
    });
    expect(totals.subtotal).toBe('123456789990000000000000.00');
    expect(totals.tax).toBe('9506172829230000000000.00');
    expect(totals.total).toBe('132962962819230000000000.00');
  });
});
