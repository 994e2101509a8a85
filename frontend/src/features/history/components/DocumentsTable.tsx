import { Table, Typography } from 'antd';
import type { HistoryDocument } from '../api/historyApi';
import { longDate } from '../model/documentStatuses';
import { DocumentTypeLabel } from './DocumentTypeLabel';
import { documentAmount, invoiceDueDate } from '../../../shared/documents/documentMoney';
import { DocumentActions, type DocumentActionHandlers } from './DocumentActions';
import { DocumentStatusSelect } from '../../../shared/documents/DocumentStatusSelect';

export type DocumentListProps = DocumentActionHandlers & {
  documents: HistoryDocument[];
  clientName: (clientId: string | null) => string;
  savingId: string | undefined;
  pdfId: string | undefined;
  duplicatingId: string | undefined;
  creditingId: string | undefined;
  onStatus: (document: HistoryDocument, status: string) => void;
};

/** The wide layout: Document, Date (last update), Client, Amount (and an invoice's due date), Status, Actions. */
export function DocumentsTable({
  documents,
  clientName,
  savingId,
  pdfId,
  duplicatingId,
  creditingId,
  onStatus,
  ...actions
}: DocumentListProps) {
  return (
    <Table<HistoryDocument>
      rowKey="id"
      dataSource={documents}
      pagination={false}
      size="middle"
      columns={[
        {
          title: 'Document',
          key: 'document',
          width: '22%',
          render: (_, document) => (
            <div>
              <DocumentTypeLabel type={document.document_type} />
              <div>
                <Typography.Text strong>{document.document_number}</Typography.Text>
              </div>
            </div>
          ),
        },
        { title: 'Date', key: 'date', width: '18%', render: (_, document) => longDate(document.updated_at) },
        { title: 'Client', key: 'client', render: (_, document) => clientName(document.client_id) },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, document) => (
            <div>
              <Typography.Text strong>{documentAmount(document)}</Typography.Text>
              {invoiceDueDate(document) && (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    Due {invoiceDueDate(document)}
                  </Typography.Text>
                </div>
              )}
            </div>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          width: 170,
          render: (_, document) => (
            <DocumentStatusSelect
              document={document}
              saving={savingId === document.id}
              onChange={(status) => onStatus(document, status)}
            />
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          width: 244,
          align: 'right',
          render: (_, document) => (
            <DocumentActions
              document={document}
              pdfLoading={pdfId === document.id}
              duplicating={duplicatingId === document.id}
              creditingNote={creditingId === document.id}
              {...actions}
            />
          ),
        },
      ]}
    />
  );
}
