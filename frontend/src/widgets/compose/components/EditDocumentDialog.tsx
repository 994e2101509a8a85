import { Modal } from 'antd';
import { useMemo } from 'react';
import type { HistoryDocument } from '../../../entities/document';
import type { ComposeRequest } from '../composeLocationState';
import { Compose } from './Compose';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

const SNACKBAR_SECONDS = 3.5;

type EditDocumentDialogProps = {
  /** The document to edit; null keeps the dialog closed. */
  document: HistoryDocument | null;
  onClose: () => void;
};

/**
 * The client detail's Edit: the document form in a dialog, the same builder as History's
 * edit. Each save says 'Document updated successfully' or 'Failed to update document'.
 */
export function EditDocumentDialog({ document, onClose }: EditDocumentDialogProps) {
  const { message } = useFeedback();
  const request = useMemo<ComposeRequest | null>(
    () => (document ? { kind: 'edit', document } : null),
    [document],
  );
  return (
    <Modal
      open={request !== null}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', lg: 1180 }}
      destroyOnHidden
      aria-label={document ? `Edit ${document.document_number}` : undefined}
    >
      {request && (
        <Compose
          request={request}
          onSaved={() => message.success('Document updated successfully', SNACKBAR_SECONDS)}
          onSaveFailed={() => message.error('Failed to update document', SNACKBAR_SECONDS)}
        />
      )}
    </Modal>
  );
}
