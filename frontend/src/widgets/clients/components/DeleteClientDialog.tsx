import { Modal, Typography } from 'antd';

type DeleteClientDialogProps = {
  open: boolean;
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's delete dialog; the documents stay, unlinked (the documents service does that). */
export function DeleteClientDialog({ open, name, deleting, onConfirm, onCancel }: DeleteClientDialogProps) {
  return (
    <Modal
      open={open}
      title={`Delete ${name}?`}
      okText="Delete"
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        This action cannot be undone. All documents associated with this client will remain but will no longer
        be linked to a client.
      </Typography.Paragraph>
    </Modal>
  );
}
