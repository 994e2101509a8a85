import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useHistoryClientsQuery,
  useHistoryDocumentsQuery,
  type HistoryDocument,
  type HistoryListArgs,
  ALL_CLIENTS,
  HistoryFilters,
} from '../../entities/document';
import { useCardLayout } from '../../shared/hooks/useCardLayout';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { ConvertTip } from './components/ConvertTip';
import { QuoteCards } from './components/QuoteCards';
import { QuoteStats } from './components/QuoteStats';
import { ListPager, PAGE_SIZES } from '../../shared/components/ListPager';
import { QuotesTable } from './components/QuotesTable';
import { useSectionHref } from '../../shared/dashboard-links/dashboardBase';
import type { ConvertNavigationState, NewQuoteNavigationState } from './model/quotes';

const SEARCH_PAUSE_MS = 300;

/** 'Convert Quotes': the quotes only, each one step from a pre-filled invoice. */
export function ConvertSection() {
  const navigate = useNavigate();
  const sectionHref = useSectionHref();
  const { containerRef, cards } = useCardLayout();
  const [search, setSearch] = useState('');
  const [client, setClient] = useState(ALL_CLIENTS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);

  const filters: HistoryListArgs = { search: settledSearch, type: 'quote', client, page: 1, pageSize };
  // The list is newest update first, so page 1 holds the newest quote. On page 1 both are one request.
  const firstPage = useHistoryDocumentsQuery(filters);
  const list = useHistoryDocumentsQuery({ ...filters, page });
  const clients = useHistoryClientsQuery();

  const names = useMemo(
    () => new Map((clients.data ?? []).map((one) => [one.id, one.business_name || one.contact_name])),
    [clients.data],
  );
  const clientName = (clientId: string | null) => (clientId && names.get(clientId)) || 'No client';
  const quotes = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const searching = settledSearch !== '' || client !== ALL_CLIENTS;

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
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
        onSearch={changeFilter(setSearch)}
        client={client}
        onClient={changeFilter(setClient)}
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
          <ListPager
            page={page}
            pageSize={pageSize}
            total={total}
            small={cards}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Flex>
  );
}
