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
    });
  });

  it('answers no currency at all when nothing is outstanding', () => {
    expect(moneyTotals([invoice('draft', 'USD', '10')], '2026-11-25')).toEqual({
      outstanding: [],
      overdue: [],
    });
  });
});
