import { Button, Modal, Result } from 'antd';

type DraftSavedDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** 'Draft Saved!' with 'Done'. */
export function DraftSavedDialog({ open, onClose }: DraftSavedDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} title={null} footer={null} aria-labelledby="draft-saved-title">
      <Result
        status="success"
        title={<span id="draft-saved-title">Draft Saved!</span>}
        extra={
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        }
      />
    </Modal>
  );
}
