import { theme } from 'antd';
import { formatMoney } from '@paydraft/invoice-core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthBar } from '../model/paidByMonth';

const CHART_HEIGHT = 160;

/** Axis ticks short ('$1.2K'); the tooltip has the exact amount. */
const compact = (currency: string) => {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value: number) => format.format(value);
};

/**
 * One currency's payments per month, a small bar chart (recharts: this file is the only one that imports
 * it, loaded on demand by PaidByMonth, so the library is a chunk of its own).
 */
export function PaidByMonthChart({ currency, bars }: { currency: string; bars: MonthBar[] }) {
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          interval="preserveStartEnd"
          tick={{ fontSize: 12, fill: token.colorTextSecondary }}
        />
        <YAxis
          width={56}
          tickLine={false}
          axisLine={false}
          tickFormatter={compact(currency)}
          tick={{ fontSize: 12, fill: token.colorTextSecondary }}
        />
        <Tooltip
          cursor={{ fill: token.colorFillTertiary }}
          formatter={(_value, _name, item) => [
            formatMoney((item.payload as MonthBar).exact, currency),
            'Paid',
          ]}
          labelFormatter={(_label, items) => (items[0]?.payload as MonthBar | undefined)?.longLabel ?? ''}
        />
        <Bar dataKey="amount" fill={token.colorPrimary} radius={[3, 3, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}
