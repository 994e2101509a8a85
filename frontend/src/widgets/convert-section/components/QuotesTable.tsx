import { Table, Typography } from 'antd';
import { type HistoryDocument, longDate } from '../../../entities/document';
import { documentAmount } from '../../../shared/documents/documentMoney';
import { ConvertButton } from './ConvertButton';
import { StatusBadge } from './StatusBadge';

export type QuoteListProps = {
  quotes: HistoryDocument[];
  clientName: (clientId: string | null) => string;
  onConvert: (quote: HistoryDocument) => void;
};

/** The wide layout: Quote, Date (last update), Client, Amount, Status, and Convert. */
export function QuotesTable({ quotes, clientName, onConvert }: QuoteListProps) {
  return (
    <Table<HistoryDocument>
      rowKey="id"
      dataSource={quotes}
      pagination={false}
      size="middle"
      columns={[
        {
          title: 'Quote',
          key: 'number',
          width: '22%',
          render: (_, quote) => <Typography.Text strong>{quote.document_number}</Typography.Text>,
        },
        { title: 'Date', key: 'date', width: '20%', render: (_, quote) => longDate(quote.updated_at) },
        { title: 'Client', key: 'client', render: (_, quote) => clientName(quote.client_id) },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, quote) => <Typography.Text strong>{documentAmount(quote)}</Typography.Text>,
        },
        {
          title: 'Status',
          key: 'status',
          width: 130,
          render: (_, quote) => <StatusBadge status={quote.status} />,
        },
        {
          title: 'Action',
          key: 'action',
          width: 140,
          align: 'right',
          render: (_, quote) => <ConvertButton quote={quote} onConvert={onConvert} />,
        },
      ]}
    />
  );
}
