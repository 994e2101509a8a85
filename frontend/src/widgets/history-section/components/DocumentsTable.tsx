import { Table, Typography } from 'antd';
import {
  type HistoryDocument,
  type HistoryOrder,
  type HistorySort,
  longDate,
  DocumentTypeLabel,
} from '../../../entities/document';
import { documentAmount, invoiceBalance, invoiceDueDate } from '../../../shared/documents/documentMoney';
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

type SortProps = {
  /** The server's order of the list; null for newest update first. */
  order: HistoryOrder;
  onOrder: (order: HistoryOrder) => void;
};

/** A column the server sorts by: antd shows the arrows, the page asks the server (one page at a time). */
const sortable = (sort: HistorySort, order: HistoryOrder) => ({
  key: sort,
  sorter: true,
  sortDirections: ['descend', 'ascend'] as Array<'descend' | 'ascend'>,
  sortOrder:
    order?.sort === sort ? (order.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
});

/**
 * The wide layout: Document, Date (last update), Client, Amount, an invoice's Balance and Due date (those
 * three sorted by the server), Status, Actions.
 */
export function DocumentsTable({
  documents,
  clientName,
  savingId,
  pdfId,
  duplicatingId,
  creditingId,
  onStatus,
  order,
  onOrder,
  ...actions
}: DocumentListProps & SortProps) {
  return (
    <Table<HistoryDocument>
      rowKey="id"
      dataSource={documents}
      pagination={false}
      size="middle"
      showSorterTooltip={false}
      tableLayout="fixed"
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const sort = one?.order ? (one.columnKey as HistorySort) : undefined;
        onOrder(sort ? { sort, order: one.order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
      columns={[
        {
          title: 'Document',
          key: 'document',
          render: (_, document) => (
            <div>
              <DocumentTypeLabel type={document.document_type} />
              <div>
                <Typography.Text strong>{document.document_number}</Typography.Text>
              </div>
            </div>
          ),
        },
        { title: 'Date', key: 'date', render: (_, document) => longDate(document.updated_at) },
        { title: 'Client', key: 'client', render: (_, document) => clientName(document.client_id) },
        {
          title: 'Amount',
          ...sortable('total', order),
          align: 'right',
          render: (_, document) => <Typography.Text strong>{documentAmount(document)}</Typography.Text>,
        },
        {
          title: 'Balance',
          ...sortable('balance', order),
          align: 'right',
          render: (_, document) => invoiceBalance(document),
        },
        {
          title: 'Due date',
          ...sortable('due_date', order),
          render: (_, document) => invoiceDueDate(document),
        },
        {
          title: 'Status',
          key: 'status',
          width: 160,
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
          // Two rows of four action icons: the eight columns share what is left of the width evenly.
          width: 156,
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
