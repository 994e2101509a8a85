import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useGetHealthQuery } from '../../entities/service-status';

/** The public status (not in the product spec): whether the product works, as the footer links to it. */
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
      {data && !isError && (
        <Alert
          type={data.status === 'up' ? 'success' : 'error'}
          showIcon
          title={data.status === 'up' ? 'All systems operational' : 'Some services are down'}
        />
      )}
    </Flex>
  );
}
