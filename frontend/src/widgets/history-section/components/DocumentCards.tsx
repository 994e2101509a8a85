import { Card, Flex, Typography } from 'antd';
import { longDate, DocumentTypeLabel } from '../../../entities/document';
import { documentAmount, invoiceBalance, invoiceDueDate } from '../../../shared/documents/documentMoney';
import { DocumentActions } from './DocumentActions';
import type { DocumentListProps } from './DocumentsTable';
import { DocumentStatusSelect } from '../../../shared/documents/DocumentStatusSelect';

/** The narrow layout: one card per document, the same fields and actions as the table's row. */
export function DocumentCards({
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
    <Flex vertical gap={12} role="list" aria-label="Documents">
      {documents.map((document) => (
        <Card key={document.id} size="small" role="listitem" aria-label={document.document_number}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <div style={{ minWidth: 0 }}>
              <DocumentTypeLabel type={document.document_type} />
              <div>
                <Typography.Text strong>{document.document_number}</Typography.Text>
              </div>
            </div>
            <DocumentStatusSelect
              document={document}
              saving={savingId === document.id}
              onChange={(status) => onStatus(document, status)}
            />
          </Flex>
          <Flex vertical gap={2} style={{ marginTop: 8 }}>
            <span>
              <Typography.Text strong>{documentAmount(document)}</Typography.Text>
              {invoiceDueDate(document) && (
                <Typography.Text type="secondary"> · Due {invoiceDueDate(document)}</Typography.Text>
              )}
            </span>
            {invoiceBalance(document) && (
              <Typography.Text type="secondary">Balance: {invoiceBalance(document)}</Typography.Text>
            )}
            <Typography.Text type="secondary">Client: {clientName(document.client_id)}</Typography.Text>
            <Typography.Text type="secondary">Updated {longDate(document.updated_at)}</Typography.Text>
          </Flex>
          <div style={{ marginTop: 8, marginInlineStart: -8 }}>
            <DocumentActions
              document={document}
              pdfLoading={pdfId === document.id}
              duplicating={duplicatingId === document.id}
              creditingNote={creditingId === document.id}
              labelled
              {...actions}
            />
          </div>
        </Card>
      ))}
    </Flex>
  );
}
