import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  useClientNames,
  useHistoryDocumentsQuery,
  useHistoryListState,
  type HistoryDocument,
  type HistoryListArgs,
  ALL_CLIENTS,
  HistoryFilters,
} from '../../entities/document';
import { useCardLayout } from '../../shared/hooks/useCardLayout';
import { ConvertTip } from './components/ConvertTip';
import { QuoteCards } from './components/QuoteCards';
import { QuoteStats } from './components/QuoteStats';
import { ListPager } from '../../shared/components/ListPager';
import { QuotesTable } from './components/QuotesTable';
import { useSectionHref } from '../../shared/dashboard-links/dashboardBase';
import type { ConvertNavigationState, NewQuoteNavigationState } from './model/quotes';

/** 'Convert Quotes': the quotes only, each one step from a pre-filled invoice. */
export function ConvertSection() {
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const { containerRef, cards } = useCardLayout();
  const { search, settledSearch, client, onSearch, onClient, page, pageSize, pager } = useHistoryListState();

  const filters: HistoryListArgs = { search: settledSearch, type: 'quote', client, page: 1, pageSize };
  // The list is newest update first, so page 1 holds the newest quote. On page 1 both are one request.
  const firstPage = useHistoryDocumentsQuery(filters);
  const list = useHistoryDocumentsQuery({ ...filters, page });
  const { clients, nameOf } = useClientNames();

  const clientName = (clientId: string | null) => nameOf(clientId) || 'No client';
  const quotes = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const searching = settledSearch !== '' || client !== ALL_CLIENTS;

  const onConvert = (quote: HistoryDocument) => {
    const state: ConvertNavigationState = { convertQuote: quote };
    void navigate(sectionHref('create'), { state });
  };
  const onNewQuote = () => {
    const state: NewQuoteNavigationState = { create: 'quote' };
    void navigate(sectionHref('create'), { state });
  };

  return (
    <Flex vertical gap={16} ref={containerRef}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Convert Quotes
        </Typography.Title>
        <Typography.Text type="secondary">
          Review quotes, then convert to invoices in one step.
        </Typography.Text>
      </div>
      <ConvertTip />
      <QuoteStats
        total={firstPage.data?.counts.quote ?? 0}
        lastUpdated={firstPage.data?.data[0]?.updated_at}
        loading={firstPage.isLoading}
      />
      <HistoryFilters
        search={search}
        onSearch={onSearch}
        client={client}
        onClient={onClient}
        clients={clients.data ?? []}
        clientsLoading={clients.isLoading}
        narrow={cards}
      />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load quotes"
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : quotes.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text strong>No quotes found</Typography.Text>
              {searching && (
                <>
                  <br />
                  <Typography.Text type="secondary">Try adjusting your search terms</Typography.Text>
                </>
              )}
            </>
          }
        >
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNewQuote}>
            New Quote
          </Button>
        </Empty>
      ) : (
        <>
          {cards ? (
            <QuoteCards quotes={quotes} clientName={clientName} onConvert={onConvert} />
          ) : (
            <QuotesTable quotes={quotes} clientName={clientName} onConvert={onConvert} />
          )}
          <ListPager {...pager} total={total} small={cards} />
        </>
      )}
    </Flex>
  );
}
