import { paidByCurrency } from './paidByMonth';

describe('paidByCurrency', () => {
  it('groups the months per currency in order, named short and long, the exact amount kept', () => {
    const chart = paidByCurrency([
      { month: '2025-12', currency: 'EUR', amount: '0' },
      { month: '2026-01', currency: 'EUR', amount: '12.30' },
      { month: '2025-12', currency: 'USD', amount: '100.1' },
      { month: '2026-01', currency: 'USD', amount: '0' },
    ]);
    expect(chart.map(({ currency }) => currency)).toEqual(['EUR', 'USD']);
    expect(chart[0].bars).toEqual([
      { month: '2025-12', label: 'Dec', longLabel: 'December 2025', amount: 0, exact: '0' },
      { month: '2026-01', label: 'Jan', longLabel: 'January 2026', amount: 12.3, exact: '12.30' },
    ]);
    expect(chart[1].bars[0]).toMatchObject({ amount: 100.1, exact: '100.1' });
  });

  it('answers no chart without payments', () => {
    expect(paidByCurrency([])).toEqual([]);
  });
});
