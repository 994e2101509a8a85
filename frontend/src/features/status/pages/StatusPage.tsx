import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useGetHealthQuery } from '../api/statusApi';
import type { ServiceHealth } from '../api/statusApi';

const stateTag = (state: ServiceHealth['store']) => {
  if (state === null) {
    return <Tag>unknown</Tag>;
  }
  if (state === 'none') {
    return <Tag>none</Tag>;
  }
  return <Tag color={state === 'up' ? 'success' : 'error'}>{state}</Tag>;
};

const columns: TableColumnsType<ServiceHealth> = [
  { title: 'Service', dataIndex: 'name', key: 'name' },
  {
    title: 'Status',
    key: 'status',
    render: (_, service) => (
      <Flex vertical gap={4} align="start">
        {stateTag(service.status)}
        {service.error && <Typography.Text type="danger">{service.error}</Typography.Text>}
      </Flex>
    ),
  },
  { title: 'Database', key: 'store', render: (_, service) => stateTag(service.store) },
  { title: 'Version', key: 'version', render: (_, service) => service.version ?? '—' },
  {
    title: 'Latency',
    key: 'latency',
    align: 'right',
    render: (_, service) => (service.latencyMs === null ? '—' : `${service.latencyMs} ms`),
  },
];

/** Operator-facing page (not in the product spec): the gateway's view of every service. */
export function StatusPage() {
  useDocumentTitle('System status');
  const { data, isFetching, isError, refetch } = useGetHealthQuery();

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', padding: '40px 20px' }}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          System status
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
          Refresh
        </Button>
      </Flex>
      {isError && (
        <Alert
          type="warning"
          showIcon
          title="The gateway could not be reached"
          description="It may be starting or stopped. Try again in a moment."
        />
      )}
      {data && (
        <Alert
          type={data.status === 'up' ? 'success' : 'error'}
          showIcon
          title={data.status === 'up' ? 'All systems operational' : 'Some services are down'}
        />
      )}
      <Card styles={{ body: { padding: 0 } }}>
        <Table
          rowKey="name"
          columns={columns}
          dataSource={data?.services ?? []}
          loading={isFetching && !data}
          pagination={false}
          scroll={{ x: true }}
        />
      </Card>
    </Flex>
  );
}
