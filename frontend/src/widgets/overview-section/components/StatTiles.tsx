import { CheckCircleOutlined, ClockCircleOutlined, FileDoneOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { DashboardStats } from '../../../entities/activity';

const TILES = [
  { key: 'pendingQuotes', title: 'Pending Quotes', icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'completedQuotes', title: 'Completed Quotes', icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'completedInvoices', title: 'Completed Invoices', icon: <FileDoneOutlined aria-hidden /> },
] as const;

/** The three counts of the stats call. */
export function StatTiles({ stats, loading }: { stats?: DashboardStats; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {TILES.map((tile) => (
        <Col key={tile.key} xs={24} sm={8}>
          <Card>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={tile.title} value={stats?.[tile.key] ?? 0} prefix={tile.icon} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
