import { Modal, Typography } from 'antd';
import type { HistoryDocument } from '../../../entities/document';

type Props = {
  document: HistoryDocument | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Delete Document', the type, the number, and that it cannot be undone. */
export function DeleteDocumentDialog({ document, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={document !== undefined}
      title="Delete Document"
      okText="Delete"
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {document && (
        <>
          <Typography.Paragraph>
            Are you sure you want to delete this {document.document_type}?
          </Typography.Paragraph>
          <Typography.Paragraph strong>{document.document_number}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">This action cannot be undone.</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
