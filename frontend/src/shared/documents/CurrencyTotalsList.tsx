import { Typography } from 'antd';
import { formatMoney } from '@paydraft/invoice-core';
import './CurrencyTotalsList.css';

/** One currency's exact sum (decimal text) of `count` invoices, as GET /api/dashboard/totals answers it. */
export type CurrencyTotal = { currency: string; amount: string; count: number };

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

/** Each currency's sum on its own line with how many invoices it adds up, or `none` when there is none. */
export function CurrencyTotalsList({
  label,
  totals,
  none,
}: {
  label: string;
  totals: CurrencyTotal[];
  none: string;
}) {
  if (totals.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <ul className="currency-totals" aria-label={label}>
      {totals.map((total) => (
        <li key={total.currency}>
          <Typography.Text strong className="currency-totals__amount">
            {formatMoney(total.amount, total.currency)}
          </Typography.Text>
          <Typography.Text type="secondary">{invoices(total.count)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
