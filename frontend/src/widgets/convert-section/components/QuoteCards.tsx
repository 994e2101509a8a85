import { Card, Flex, Typography } from 'antd';
import { documentAmount } from '../../../shared/documents/documentMoney';
import { longDate } from '../../../entities/document';
import { ConvertButton } from './ConvertButton';
import type { QuoteListProps } from './QuotesTable';
import { StatusBadge } from './StatusBadge';

/** The narrow layout: one card per quote with the table row's fields and a full-width Convert. */
export function QuoteCards({ quotes, clientName, onConvert }: QuoteListProps) {
  return (
    <Flex vertical gap={12} role="list" aria-label="Quotes">
      {quotes.map((quote) => (
        <Card key={quote.id} size="small" role="listitem" aria-label={quote.document_number}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <Typography.Text strong>{quote.document_number}</Typography.Text>
            <StatusBadge status={quote.status} />
          </Flex>
          <Flex vertical gap={2} style={{ marginTop: 8 }}>
            <Typography.Text strong>{documentAmount(quote)}</Typography.Text>
            <Typography.Text type="secondary">Client: {clientName(quote.client_id)}</Typography.Text>
            <Typography.Text type="secondary">Updated {longDate(quote.updated_at)}</Typography.Text>
          </Flex>
          <div style={{ marginTop: 12 }}>
            <ConvertButton quote={quote} onConvert={onConvert} block />
          </div>
        </Card>
      ))}
    </Flex>
  );
}
