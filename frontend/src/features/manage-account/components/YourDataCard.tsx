import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { useAccountExport, type ExportState } from '../hooks/useAccountExport';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function ExportStatus({ state }: { state: ExportState }) {
  if (state.phase === 'running') {
    const percent = state.total > 0 ? Math.floor((state.pdfs / state.total) * 100) : 0;
    return (
      <div role="status" aria-live="polite">
        <Progress percent={percent} size="small" aria-label="Export progress" />
        <Typography.Text type="secondary">
          {state.total > 0
            ? `Exporting… ${state.pdfs} of ${state.total} documents (${megabytes(state.bytes)})`
            : `Exporting… ${megabytes(state.bytes)}`}
        </Typography.Text>
      </div>
    );
  }
  if (state.phase === 'done') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={`Export ready: ${state.total} documents, ${megabytes(state.bytes)}. Check your downloads.`}
      />
    );
  }
  if (state.phase === 'failed') return <Alert type="error" showIcon role="alert" title={state.message} />;
  return null;
}

/** 'Your data': everything as one ZIP, or the account deleted with all of it. */
export function YourDataCard({ user }: { user: SessionUser }) {
  const { state, start } = useAccountExport();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <Card title="Your Data" className="account-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Download everything as one ZIP: each document as JSON and PDF, your clients as CSV and JSON, your
          preferences and logo.
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void start()}
          loading={state.phase === 'running'}
          block
        >
          Export my data
        </Button>
        <ExportStatus state={state} />
        <Button danger icon={<DeleteOutlined />} onClick={() => setDeleteOpen(true)} block>
          Delete account
        </Button>
      </Flex>
      <DeleteAccountDialog
        open={deleteOpen}
        hasPassword={user.hasPassword}
        email={user.email}
        onClose={() => setDeleteOpen(false)}
      />
    </Card>
  );
}
