import { Card, Col, Row, Skeleton } from 'antd';
import { CurrencyTotalsList, type CurrencyTotal } from '../../../shared/documents/CurrencyTotalsList';
import { useMoneyTotalsQuery } from '../../../entities/activity';
import { PaidByMonth } from './PaidByMonth';
import './MoneyTotals.css';

/** One tile of per-currency sums, or its skeleton while they load. */
function TotalsTile({
  title,
  totals,
  none,
}: {
  title: string;
  totals: CurrencyTotal[] | undefined;
  none: string;
}) {
  return (
    <Card className="money-totals__tile" title={title} size="small">
      {totals ? (
        <CurrencyTotalsList label={title} totals={totals} none={none} />
      ) : (
        <Skeleton active paragraph={false} />
      )}
    </Card>
  );
}

/**
 * The overview's money, per currency, as the documents service sums it: what clients owe (the balances
 * of invoices sent, viewed, partly paid or overdue), what of it is overdue, what was paid in the last 30
 * days, and a chart of the last 12 months' payments. Nothing shows when the sums cannot be loaded (the
 * counts above carry the page's error).
 */
export function MoneyTotals() {
  const totals = useMoneyTotalsQuery();
  if (totals.isError) return null;
  const data = totals.data;
  return (
    <section aria-label="Money" className="money-totals">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <TotalsTile title="Outstanding" totals={data?.outstanding} none="Nothing outstanding" />
        </Col>
        <Col xs={24} md={8}>
          <TotalsTile title="Overdue" totals={data?.overdue} none="Nothing overdue" />
        </Col>
        <Col xs={24} md={8}>
          <TotalsTile title="Paid in the last 30 days" totals={data?.paid_last_30_days} none="Nothing paid" />
        </Col>
        <Col xs={24}>
          <PaidByMonth months={data?.paid_by_month} />
        </Col>
      </Row>
    </section>
  );
}
