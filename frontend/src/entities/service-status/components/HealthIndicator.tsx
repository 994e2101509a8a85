import { Badge, type BadgeProps } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/paths';
import { useGetHealthQuery } from '../api/statusApi';

/** A one-line service status for the footer, linking to the full status page. */
export function HealthIndicator() {
  const { data, isLoading, isError } = useGetHealthQuery();

  let status: BadgeProps['status'] = 'default';
  let text = 'Status unavailable';
  if (isLoading) {
    status = 'processing';
    text = 'Checking status…';
  } else if (!isError && data) {
    status = data.status === 'up' ? 'success' : 'error';
    text = data.status === 'up' ? 'All systems operational' : 'Some services are down';
  }

  return (
    <Link to={PATHS.status} className="health-indicator">
      <Badge status={status} text={text} />
    </Link>
  );
}
