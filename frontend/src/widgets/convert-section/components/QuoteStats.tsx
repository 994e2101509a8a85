import { CalendarOutlined, FileTextOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { longDate } from '../../../entities/document';

type Props = {
  /** The server's quote count for the current search and client filter. */
  total: number;
  /** The newest update among those quotes; none when there are none. */
  lastUpdated: string | undefined;
  loading: boolean;
};

/** Total Quotes and Last Updated, for the quotes the filters select. */
export function QuoteStats({ total, lastUpdated, loading }: Props) {
  const tiles = [
    { key: 'total', title: 'Total Quotes', value: total, icon: <FileTextOutlined aria-hidden /> },
    {
      key: 'updated',
      title: 'Last Updated',
      value: lastUpdated ? longDate(lastUpdated) : '—',
      icon: <CalendarOutlined aria-hidden />,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.key} xs={24} sm={12}>
          <Card size="small">
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={tile.title} value={tile.value} prefix={tile.icon} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
