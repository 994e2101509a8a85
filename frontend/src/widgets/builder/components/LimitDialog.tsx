import { CrownOutlined } from '@ant-design/icons';
import { FREE_DAILY_LIMIT } from '@paydraft/invoice-core';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/paths';

export const DAILY_LIMIT_TITLE = 'Daily Limit Reached';
export const DAILY_LIMIT_MESSAGE = `You've reached your daily limit of ${FREE_DAILY_LIMIT} documents.`;

type LimitDialogProps = {
  open: boolean;
  /** The server's words after a 429; the spec's sentence otherwise. */
  message?: string | null;
  onClose: () => void;
};

/** 'Daily Limit Reached' with Close and 'Upgrade to Pro' (to /plan). */
export function LimitDialog({ open, message, onClose }: LimitDialogProps) {
  const navigate = useNavigate();
  return (
    <Modal
      title={DAILY_LIMIT_TITLE}
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="upgrade"
          type="primary"
          icon={<CrownOutlined />}
          onClick={() => {
            onClose();
            void navigate(PATHS.plan);
          }}
        >
          Upgrade to Pro
        </Button>,
      ]}
    >
      <Typography.Paragraph>{message || DAILY_LIMIT_MESSAGE}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Your free allowance resets at midnight. Pro gives you unlimited documents, saved clients and no
        watermark.
      </Typography.Paragraph>
    </Modal>
  );
}
