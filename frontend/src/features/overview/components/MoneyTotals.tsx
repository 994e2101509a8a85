import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { formatMoney } from '@paydraft/invoice-core';
import { useMoneyTotalsQuery, type CurrencyTotal } from '../api/overviewApi';
import './MoneyTotals.css';

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

/** One tile: each currency's sum on its own line, or that there is none. */
function TotalsTile({ title, totals, none }: { title: string; totals: CurrencyTotal[]; none: string }) {
  return (
    <Card className="money-totals__tile" title={title} size="small">
      {totals.length === 0 ? (
        <Typography.Text type="secondary">{none}</Typography.Text>
      ) : (
        <ul className="money-totals__list" aria-label={title}>
          {totals.map((total) => (
            <li key={total.currency}>
              <Typography.Text strong className="money-totals__amount">
                {formatMoney(total.amount, total.currency)}
              </Typography.Text>
              <Typography.Text type="secondary">{invoices(total.count)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The overview's money: what clients owe (invoices sent, viewed or overdue) and what of it is overdue,
 * per currency, as the documents service sums them. Nothing shows when the sums cannot be loaded
 * (the counts above carry the page's error).
 */
export function MoneyTotals() {
  const totals = useMoneyTotalsQuery();
  if (totals.isError) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        {totals.data ? (
          <TotalsTile title="Outstanding" totals={totals.data.outstanding} none="Nothing outstanding" />
        ) : (
          <Card size="small">
            <Skeleton active paragraph={false} />
          </Card>
        )}
      </Col>
      <Col xs={24} sm={12}>
        {totals.data ? (
          <TotalsTile title="Overdue" totals={totals.data.overdue} none="Nothing overdue" />
        ) : (
          <Card size="small">
            <Skeleton active paragraph={false} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
