import {
  CopyOutlined,
  DeleteOutlined,
  DollarOutlined,
  DownOutlined,
  EditOutlined,
  FilePdfOutlined,
  MailOutlined,
  RollbackOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { canRecordPayment } from '../../../features/record-payment';
import { type HistoryDocument, DOWNLOAD_KINDS, type DownloadKind } from '../../../entities/document';

export type DocumentActionHandlers = {
  onPdf: (document: HistoryDocument) => void;
  /** An invoice's other downloads: Factur-X PDF, XRechnung, Peppol, CII XML (and the PDF again). */
  onDownload: (document: HistoryDocument, kind: DownloadKind) => void;
  /** Opens the Send dialog (email, and the share link). */
  onEmail: (document: HistoryDocument) => void;
  onEdit: (document: HistoryDocument) => void;
  /** A new draft copy with the next number and today's dates. */
  onDuplicate: (document: HistoryDocument) => void;
  /** Invoices only: a new draft credit note copied from the invoice, opened in the editor. */
  onCreditNote: (document: HistoryDocument) => void;
  onDelete: (document: HistoryDocument) => void;
  /** An issued invoice with money due: the payments' 'Record payment' dialog. */
  onRecordPayment: (document: HistoryDocument) => void;
  /** Invoices only: the 'Make recurring' dialog, a profile copied from the saved invoice. */
  onMakeRecurring: (document: HistoryDocument) => void;
};

type Props = DocumentActionHandlers & {
  document: HistoryDocument;
  pdfLoading: boolean;
  duplicating: boolean;
  creditingNote: boolean;
  labelled?: boolean;
};

/** The spec's row actions (PDF/Download, Email/Send Email, Edit, Delete), Duplicate, and an invoice's credit note. */
export function DocumentActions({
  document,
  pdfLoading,
  duplicating,
  creditingNote,
  labelled = false,
  onPdf,
  onDownload,
  onEmail,
  onEdit,
  onDuplicate,
  onCreditNote,
  onDelete,
  onRecordPayment,
  onMakeRecurring,
}: Props) {
  const number = document.document_number;
  const action = (label: string, button: React.ReactElement) =>
    labelled ? button : <Tooltip title={label}>{button}</Tooltip>;
  return (
    <Space size={labelled ? 8 : 2} wrap>
      {action(
        'Download PDF',
        <Button
          type="text"
          icon={<FilePdfOutlined />}
          loading={pdfLoading}
          aria-label={`Download PDF of ${number}`}
          onClick={() => onPdf(document)}
        >
          {labelled ? 'PDF' : null}
        </Button>,
      )}
      {document.document_type === 'invoice' &&
        action(
          'E-invoice downloads',
          <Dropdown
            trigger={['click']}
            menu={{
              items: DOWNLOAD_KINDS.map(({ kind, label }) => ({ key: kind, label })),
              onClick: ({ key }) => onDownload(document, key as DownloadKind),
            }}
          >
            <Button
              type="text"
              icon={<DownOutlined />}
              iconPlacement="end"
              disabled={pdfLoading}
              aria-label={`E-invoice downloads of ${number}`}
            >
              {labelled ? 'E-invoice' : null}
            </Button>
          </Dropdown>,
        )}
      {action(
        'Send Email',
        <Button
          type="text"
          icon={<MailOutlined />}
          aria-label={`Email ${number}`}
          onClick={() => onEmail(document)}
        >
          {labelled ? 'Email' : null}
        </Button>,
      )}
      {canRecordPayment(document) &&
        action(
          'Record payment',
          <Button
            type="text"
            icon={<DollarOutlined />}
            aria-label={`Record payment for ${number}`}
            onClick={() => onRecordPayment(document)}
          >
            {labelled ? 'Payment' : null}
          </Button>,
        )}
      {action(
        'Edit',
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Edit ${number}`}
          onClick={() => onEdit(document)}
        >
          {labelled ? 'Edit' : null}
        </Button>,
      )}
      {action(
        'Duplicate',
        <Button
          type="text"
          icon={<CopyOutlined />}
          loading={duplicating}
          aria-label={`Duplicate ${number}`}
          onClick={() => onDuplicate(document)}
        >
          {labelled ? 'Duplicate' : null}
        </Button>,
      )}
      {document.document_type === 'invoice' &&
        action(
          'Create credit note',
          <Button
            type="text"
            icon={<RollbackOutlined />}
            loading={creditingNote}
            aria-label={`Create credit note for ${number}`}
            onClick={() => onCreditNote(document)}
          >
            {labelled ? 'Credit note' : null}
          </Button>,
        )}
      {document.document_type === 'invoice' &&
        action(
          'Make recurring',
          <Button
            type="text"
            icon={<SyncOutlined />}
            aria-label={`Make ${number} recurring`}
            onClick={() => onMakeRecurring(document)}
          >
            {labelled ? 'Make recurring' : null}
          </Button>,
        )}
      {action(
        'Delete',
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${number}`}
          onClick={() => onDelete(document)}
        >
          {labelled ? 'Delete' : null}
        </Button>,
      )}
    </Space>
  );
}
