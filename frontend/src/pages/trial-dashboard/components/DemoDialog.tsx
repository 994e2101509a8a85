import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/paths';

type DemoDialogProps = { open: boolean; onClose: () => void };

/** What every write in the demo opens instead of doing it. */
export function DemoDialog({ open, onClose }: DemoDialogProps) {
  const navigate = useNavigate();
  const signUp = () => {
    onClose();
    void navigate(PATHS.plan);
  };
  return (
    <Modal
      open={open}
      title="Sign up to use this feature"
      onCancel={onClose}
      // Above a confirmation that is still open (Delete Document, New Client) when the write is tried.
      zIndex={1100}
      footer={[
        <Button key="later" onClick={onClose}>
          Maybe Later
        </Button>,
        <Button key="signup" type="primary" onClick={signUp}>
          Sign Up Now
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        This is a demo with sample data, so nothing is created, changed, sent or downloaded here. Sign up to
        create, send and track your own invoices and quotes.
      </Typography.Paragraph>
    </Modal>
  );
}
