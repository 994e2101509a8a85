import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Timeline, Typography } from 'antd';
import { useDocumentTimelineQuery } from '../api/overviewApi';
import { timelineText } from '../model/activityText';

/** A document's own events, newest first: 'Reminder 1 sent on 5 Mar 2026', 'Marked overdue on …'. */
export function DocumentTimeline({ documentId }: { documentId: string }) {
  const timeline = useDocumentTimelineQuery(documentId, { refetchOnMountOrArgChange: true });
  return (
    <Card size="small" title={<h3 className="payments-panel__title">Timeline</h3>}>
      {timeline.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load the timeline"
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void timeline.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !timeline.data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the timeline" />
      ) : timeline.data.length === 0 ? (
        <Typography.Text type="secondary">Nothing has happened to this document yet.</Typography.Text>
      ) : (
        <Timeline
          aria-label="Timeline"
          style={{ marginTop: 8, marginBottom: -16 }}
          items={timeline.data.map((entry) => ({
            key: entry.id,
            content: <time dateTime={entry.created_at}>{timelineText(entry)}</time>,
          }))}
        />
      )}
    </Card>
  );
}
