import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { formatMoney } from '@paydraft/invoice-core';
import { lazy, Suspense } from 'react';
import type { MonthlyPaid } from '../../../entities/activity';
import { paidByCurrency, type CurrencyMonths } from '../model/paidByMonth';

// The chart library loads only when there is something to draw: its own chunk, not the dashboard's.
const PaidByMonthChart = lazy(() =>
  import('./PaidByMonthChart').then((module) => ({ default: module.PaidByMonthChart })),
);

const CHART_HEIGHT = 160;

/** What the bars show, as text: the chart's name for a screen reader. */
const summary = ({ currency, bars }: CurrencyMonths) =>
  `Paid per month in ${currency}: ${bars.map((bar) => `${bar.longLabel} ${formatMoney(bar.exact, currency)}`).join(', ')}`;

/** The last 12 months' payments, one small bar chart per currency; 'No payments yet' without any. */
export function PaidByMonth({ months }: { months: MonthlyPaid[] | undefined }) {
  const charts = months ? paidByCurrency(months) : [];
  return (
    <Card size="small" title="Paid per month" className="money-totals__chart">
      {!months ? (
        <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />
      ) : charts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payments yet" />
      ) : (
        <Flex vertical gap={16}>
          {charts.map((chart) => (
            <div key={chart.currency} role="img" aria-label={summary(chart)}>
              {charts.length > 1 && <Typography.Text type="secondary">{chart.currency}</Typography.Text>}
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
                <PaidByMonthChart currency={chart.currency} bars={chart.bars} />
              </Suspense>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
