import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useShowFailure } from '../../../shared/feedback/actionFailureContext';

type OpenInDashboardNoticeProps = {
  /** Hands the document to the dashboard's builder; rejects with the reason. */
  onOpen: () => Promise<void>;
};

/** What a paying user on the public builder is told, and their way to save what they typed. */
export function OpenInDashboardNotice({ onOpen }: OpenInDashboardNoticeProps) {
  const [opening, setOpening] = useState(false);
  const showFailure = useShowFailure();
  const open = () => {
    setOpening(true);
    onOpen().catch((error: unknown) => {
      setOpening(false);
      showFailure({
        action: 'Open in dashboard',
        message: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
      });
    });
  };

  return (
    <Alert
      type="success"
      showIcon
      className="open-in-dashboard"
      data-testid="open-in-dashboard"
      title="You're signed in: your PDFs have no watermark and no daily limit."
      // The button under the text, not beside it: beside it, a phone leaves the text a narrow column.
      description={
        <Flex vertical align="flex-start" gap={8}>
          Nothing is saved on this page. Open the document in your dashboard to save it, with your clients and
          numbering.
          <Button type="primary" icon={<ExportOutlined />} loading={opening} onClick={open}>
            Open in dashboard
          </Button>
        </Flex>
      }
    />
  );
}
