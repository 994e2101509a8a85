import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { CurrencyTotalsList } from '../../../shared/documents/CurrencyTotalsList';
import { useClientMoneyQuery } from '../api/clientDocumentsApi';

/** What the client owes: the balances of their invoices still asked for money, and the overdue part, per currency. */
export function ClientOwesCard({ clientId }: { clientId: string }) {
  const money = useClientMoneyQuery(clientId);
  if (money.isError) return null;
  return (
    <Card title="Owes">
      {money.data ? (
        <Row gutter={[16, 12]}>
          <Col xs={24} sm={12}>
            <Typography.Text type="secondary">Outstanding</Typography.Text>
            <CurrencyTotalsList
              label="Outstanding"
              totals={money.data.outstanding}
              none="Nothing outstanding"
            />
          </Col>
          <Col xs={24} sm={12}>
            <Typography.Text type="secondary">Overdue</Typography.Text>
            <CurrencyTotalsList label="Overdue" totals={money.data.overdue} none="Nothing overdue" />
          </Col>
        </Row>
      ) : (
        <Skeleton active paragraph={false} />
      )}
    </Card>
  );
}
