import { moneyTotals } from './money-totals';

const invoice = (status: string, currency: string, totalAmount: string, dueOrExpiryDate = '') => ({
  status,
  currency,
  totalAmount,
  dueOrExpiryDate,
});

describe('moneyTotals', () => {
  it('sums sent, viewed and overdue invoices per currency exactly, and the overdue ones apart', () => {
    const totals = moneyTotals(
      [
        invoice('sent', 'USD', '0.1', '2026-12-01'),
        invoice('viewed', 'USD', '0.2', '2026-11-01'),
        invoice('overdue', 'EUR', '2374.05', '2026-12-31'),
        invoice('draft', 'USD', '1000'),
        invoice('paid', 'EUR', '5'),
        invoice('cancelled', 'EUR', '7'),
      ],
      '2026-11-25',
    );
    expect(totals).toEqual({
      outstanding: [
        { currency: 'EUR', amount: '2374.05', count: 1 },
        { currency: 'USD', amount: '0.3', count: 2 },
      ],
      overdue: [
        { currency: 'EUR', amount: '2374.05', count: 1 },
        { currency: 'USD', amount: '0.2', count: 1 },
      ],
      paidLast30Days: [],
      paidByMonth: [],
    });
  });

  it('answers no currency at all when nothing is outstanding', () => {
    expect(moneyTotals([invoice('draft', 'USD', '10')], '2026-11-25')).toEqual({
      outstanding: [],
      overdue: [],
      paidLast30Days: [],
      paidByMonth: [],
    });
  });

  const paidInto = (
    status: string,
    total: string,
    balanceDue: string,
    payments: Array<{ amount: string; date: string }>,
    currency = 'USD',
  ) => ({ ...invoice(status, currency, total, '2026-12-31'), balanceDue, payments });

  it('sums the balances, not the totals, partly paid invoices included, and counts a settled one nowhere', () => {
    const totals = moneyTotals(
      [
        paidInto('partially_paid', '100.00', '60.00', [{ amount: '40.00', date: '2026-11-20' }]),
        paidInto('sent', '0.30', '0.30', []),
        paidInto('paid', '50.00', '0.00', [{ amount: '50.00', date: '2026-11-01' }]),
      ],
      '2026-11-25',
    );
    expect(totals.outstanding).toEqual([{ currency: 'USD', amount: '60.3', count: 2 }]);
    expect(totals.overdue).toEqual([]);
  });

  it('counts an overdue invoice by its past due date or its status, with its balance', () => {
    const late = { ...paidInto('partially_paid', '10', '4', []), dueOrExpiryDate: '2026-11-24' };
    const dueToday = { ...paidInto('sent', '10', '10', []), dueOrExpiryDate: '2026-11-25' };
    const swept = paidInto('overdue', '7', '7', [], 'EUR');
    expect(moneyTotals([late, dueToday, swept], '2026-11-25').overdue).toEqual([
      { currency: 'EUR', amount: '7', count: 1 },
      { currency: 'USD', amount: '4', count: 1 },
    ]);
  });

  it('takes the whole total as the balance of an invoice saved before payments existed', () => {
    expect(moneyTotals([invoice('sent', 'USD', '25.50')], '2026-11-25').outstanding).toEqual([
      { currency: 'USD', amount: '25.5', count: 1 },
    ]);
  });

  it('adds the last 30 days of payments (today and the 29 days before), refunds subtracting', () => {
    const totals = moneyTotals(
      [
        paidInto('partially_paid', '100', '30', [
          { amount: '50.10', date: '2026-10-27' },
          { amount: '20.20', date: '2026-10-26' },
          { amount: '-0.10', date: '2026-11-25' },
        ]),
        paidInto('paid', '9', '0', [{ amount: '9', date: '2026-11-25' }], 'EUR'),
        paidInto('paid', '3', '0', [{ amount: '3', date: '2026-11-26' }], 'GBP'),
      ],
      '2026-11-25',
    );
    expect(totals.paidLast30Days).toEqual([
      { currency: 'EUR', amount: '9', count: 1 },
      { currency: 'USD', amount: '50', count: 1 },
    ]);
  });

  it('lists every one of the last 12 calendar months per currency paid in, 0 when nothing came', () => {
    const totals = moneyTotals(
      [
        paidInto('paid', '300', '0', [
          { amount: '100', date: '2025-11-30' },
          { amount: '100', date: '2025-12-01' },
          { amount: '150', date: '2026-02-10' },
          { amount: '-50', date: '2026-02-28' },
          { amount: '0.1', date: '2026-11-25' },
          { amount: '0.2', date: '2026-11-02' },
        ]),
      ],
      '2026-11-25',
    );
    const months = totals.paidByMonth.map(({ month }) => month);
    expect(months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(totals.paidByMonth.map(({ amount }) => amount)).toEqual([
      '100',
      '0',
      '100',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0.3',
    ]);
    expect(new Set(totals.paidByMonth.map(({ currency }) => currency))).toEqual(new Set(['USD']));
  });

  it('crosses a year back from January', () => {
    const totals = moneyTotals(
      [paidInto('paid', '1', '0', [{ amount: '1', date: '2025-02-01' }])],
      '2026-01-15',
    );
    expect(totals.paidByMonth[0]).toEqual({ month: '2025-02', currency: 'USD', amount: '1' });
    expect(totals.paidByMonth.at(-1)).toEqual({ month: '2026-01', currency: 'USD', amount: '0' });
  });
});
