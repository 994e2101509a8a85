import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { statusColor, statusLabel } from '../../../shared/documents/statusColors';
import { useRecentActivityQuery, activityText } from '../../../entities/activity';
import './RecentActivity.css';

dayjs.extend(relativeTime);

/** The owner's latest document events, newest first. */
export function RecentActivity() {
  const activity = useRecentActivityQuery();

  return (
    <Card title="Recent Activity">
      {activity.isLoading ? (
        <Skeleton active />
      ) : activity.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load recent activity"
          action={<Button onClick={() => void activity.refetch()}>Try again</Button>}
        />
      ) : !activity.data?.length ? (
        <Empty description="No activity yet: create your first invoice or quote to get started." />
      ) : (
        <ul className="recent-activity">
          {activity.data.map((entry) => (
            <li key={entry.id} className="recent-activity__item">
              <span className="recent-activity__text">{activityText(entry)}</span>
              {entry.action !== 'deleted' && (
                <Tag color={statusColor(entry.status)}>{statusLabel(entry.status)}</Tag>
              )}
              <Typography.Text type="secondary" className="recent-activity__time">
                <time
                  dateTime={entry.created_at}
                  title={dayjs(entry.created_at).format('MMMM D, YYYY h:mm A')}
                >
                  {dayjs(entry.created_at).fromNow()}
                </time>
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
