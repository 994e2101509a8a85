import { PlusOutlined, ReloadOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useListClientsQuery,
  CLIENT_STATUSES,
  statusLabel,
  type ClientStatus,
} from '../../../entities/client';
import { ClientCards } from '../components/ClientCards';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientsTable } from '../components/ClientsTable';
import { useCardLayout } from '../../../shared/hooks/useCardLayout';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useClientHref } from '../../../shared/dashboard-links/dashboardBase';
import { loadFailure } from '../model/loadFailure';
import '../components/Clients.css';

const PAGE_SIZES = [10, 25, 50];
const SEARCH_PAUSE_MS = 300;

const STATUS_FILTERS = [
  { value: '', label: 'All' },
  ...CLIENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** The dashboard's Clients section: searched, filtered and paged on the server. */
export function ClientsSection() {
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [creating, setCreating] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const { containerRef, cards } = useCardLayout();
  const list = useListClientsQuery({ page, pageSize, search: settledSearch, status });

  const filtered = Boolean(settledSearch || status);
  const clients = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const open = (id: string) => void navigate(clientHref(id));

  return (
    <div className="clients-section" ref={containerRef}>
      <div className="clients-section__header">
        <Typography.Title level={2} className="clients-section__title">
          Clients
        </Typography.Title>
        <div className="clients-section__actions">
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            Refresh
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New Client
          </Button>
        </div>
      </div>
      <div className="clients-section__filters">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by business, contact, email, phone or address"
          aria-label="Search clients"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="clients-section__search"
        />
        <Segmented
          aria-label="Status"
          options={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value as ClientStatus | '');
            setPage(1);
          }}
        />
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={`Failed to load clients: ${loadFailure(list.error)}`} />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : clients.length === 0 ? (
        <Empty
          image={
            filtered ? Empty.PRESENTED_IMAGE_SIMPLE : <TeamOutlined className="clients-section__empty-icon" />
          }
          description={
            <>
              <Typography.Text strong>{filtered ? 'No matches found' : 'No clients yet'}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {filtered
                  ? 'Try adjusting your filters or search terms.'
                  : 'Create your first client to get started.'}
              </Typography.Text>
            </>
          }
        />
      ) : cards ? (
        <ClientCards clients={clients} onOpen={(client) => open(client.id)} />
      ) : (
        <ClientsTable clients={clients} onOpen={(client) => open(client.id)} />
      )}
      {total > pageSize && (
        <Pagination
          className="clients-section__pagination"
          current={page}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          onChange={(nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          }}
        />
      )}
      <ClientFormDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
