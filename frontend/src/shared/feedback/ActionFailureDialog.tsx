import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { ActionFailure } from './actionFailureContext';

type ActionFailureDialogProps = {
  failure: ActionFailure | null;
  onClose: () => void;
};

/** '<Action> Failed' with its message and OK. */
export function ActionFailureDialog({ failure, onClose }: ActionFailureDialogProps) {
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(failure);
  if (failure && failure !== shown) setShown(failure);

  return (
    <Modal
      open={failure !== null}
      title={shown ? `${shown.action} Failed` : ''}
      onCancel={onClose}
      afterClose={() => setShown(null)}
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{shown?.message}</Typography.Paragraph>
    </Modal>
  );
}
