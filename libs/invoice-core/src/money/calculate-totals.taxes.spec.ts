import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateTotals, type TotalsInput } from './calculate-totals';

const vat = (id: string, rate: string, extra: Partial<{ category: string; compound: boolean }> = {}) => ({
  id,
  name: `VAT ${rate}%`,
  rate,
  ...extra,
});

describe('calculateTotals with taxes per line', () => {
  it('EN 16931 CII-BR-CO-10-RoundingIssue: the gross price 857.76 at 19 % nets to the example’s 720.81', () => {
    // The example's figures, read from the official XML, not retyped.
    const xml = readFileSync(join(__dirname, 'fixtures/CII-BR-CO-10-RoundingIssue.xml'), 'utf8');
    const chargeAmounts = [...xml.matchAll(/<ram:ChargeAmount>([\d.]+)</g)].map((match) => match[1]);
    const [gross, net, zeroRated] = chargeAmounts;
    expect([gross, net, zeroRated]).toEqual(['857.76', '720.81', '0.01']);

    const totals = calculateTotals({
      items: [
        { qty: 1, price: gross, tax_ids: ['s'] },
        { qty: 1, price: zeroRated, tax_ids: ['z'] },
      ],
      taxes: [vat('s', '19.00'), vat('z', '0', { category: 'Z' })],
      pricesIncludeTax: true,
      currency: 'EUR',
    });
    expect(totals.lineNets).toEqual([net, zeroRated]);
    // BR-CO-10: the line nets add up to the subtotal exactly.
    expect(totals.subtotal).toBe('720.82');
    expect(totals.taxBreakdown).toEqual([
      { id: 's', name: 'VAT 19.00%', rate: '19', category: 'S', base: '720.81', amount: '136.95' },
      { id: 'z', name: 'VAT 0%', rate: '0', category: 'Z', base: '0.01', amount: '0.00' },
    ]);
    // What the buyer pays is what the prices said, to the cent.
    expect(totals).toMatchObject({ tax: '136.95', rounding: '0.00', total: '857.77' });
  });

  it('two rates with a line discount and a document discount split over the rate groups', () => {
    const totals = calculateTotals({
      items: [
        { qty: 2, price: 50, tax_ids: ['std'] },
        { qty: 1, price: 30, tax_ids: ['red'] },
        { qty: 1, price: 20, tax_ids: ['std'], discount_percentage: 10 },
      ],
      taxes: [vat('std', '19'), vat('red', '7')],
      discountPercentage: 5,
      currency: 'EUR',
    });
    expect(totals).toMatchObject({
      lines: ['100.00', '30.00', '18.00'],
      lineDiscount: '2.00',
      subtotal: '148.00',
      // 5 % of 148.00 = 7.40: 5.90 of it on the 19 % lines (118.00), 1.50 on the 7 % line (30.00).
      discount: '7.40',
      tax: '23.30',
      total: '163.90',
    });
    expect(totals.taxBreakdown.map(({ rate, base, amount }) => [rate, base, amount])).toEqual([
      ['19', '112.10', '21.30'],
      ['7', '28.50', '2.00'],
    ]);
  });

  it('rounds each tax once on its whole base, not per line (BT-117)', () => {
    // Per line: 3 × round(0.33 × 0.19 = 0.0627) = 0.18; once on 0.99: 0.1881 → 0.19.
    const totals = calculateTotals({
      items: [0, 1, 2].map(() => ({ qty: 1, price: '0.33' })),
      taxes: [vat('std', '19')],
      currency: 'EUR',
    });
    expect(totals.tax).toBe('0.19');
  });

  it('a line without tax_ids pays every non-compound tax; one with [] pays none', () => {
    const totals = calculateTotals({
      items: [
        { qty: 1, price: 100 },
        { qty: 1, price: 50, tax_ids: [] },
      ],
      taxes: [vat('a', '10'), vat('b', '5'), vat('c', '1', { compound: true })],
      currency: 'USD',
    });
    expect(totals.taxBreakdown.map(({ id, base, amount }) => [id, base, amount])).toEqual([
      ['a', '100.00', '10.00'],
      ['b', '100.00', '5.00'],
    ]);
    expect(totals.total).toBe('165.00');
  });

  it('a compound tax is charged on the net plus the line’s other taxes (Quebec style)', () => {
    const totals = calculateTotals({
      items: [{ qty: 1, price: 100, tax_ids: ['gst', 'qst'] }],
      taxes: [vat('gst', '5'), vat('qst', '9.975', { compound: true })],
      currency: 'CAD',
    });
    expect(totals.taxBreakdown.map(({ id, base, amount }) => [id, base, amount])).toEqual([
      ['gst', '100.00', '5.00'],
      // 9.975 % of 105.00 = 10.47375.
      ['qst', '105.00', '10.47'],
    ]);
    // 115.47, and Canada rounds cash to 0.05.
    expect(totals).toMatchObject({ tax: '15.47', rounding: '-0.02', total: '115.45' });
  });

  it('rounds a CHF total to the cash step after the taxes', () => {
    const totals = calculateTotals({
      items: [{ qty: 1, price: '10.03', tax_ids: ['mwst'] }],
      taxes: [vat('mwst', '8.1')],
      currency: 'CHF',
    });
    // 10.03 + 0.81 = 10.84 → 10.85.
    expect(totals).toMatchObject({ tax: '0.81', rounding: '0.01', total: '10.85' });
  });

  it('keeps JPY in whole yen with two consumption-tax rates', () => {
    const totals = calculateTotals({
      items: [
        { qty: 1, price: 1000, tax_ids: ['std'] },
        { qty: 3, price: 333, tax_ids: ['food'] },
      ],
      taxes: [vat('std', '10'), vat('food', '8')],
      currency: 'JPY',
    });
    // 8 % of 999 = 79.92 → 80.
    expect(totals).toMatchObject({ subtotal: '1999', tax: '180', total: '2179' });
  });

  it('inclusive prices: 119.00 at 19 % is 100.00 net and 19.00 tax, and a discount comes off the gross', () => {
    const input: TotalsInput = {
      items: [{ qty: 1, price: 119, tax_ids: ['std'] }],
      taxes: [vat('std', '19')],
      pricesIncludeTax: true,
      currency: 'EUR',
    };
    expect(calculateTotals(input)).toMatchObject({
      lines: ['119.00'],
      subtotal: '100.00',
      tax: '19.00',
      total: '119.00',
    });
    expect(calculateTotals({ ...input, discountPercentage: 10 })).toMatchObject({
      discount: '10.00',
      tax: '17.10',
      total: '107.10',
    });
  });
});
