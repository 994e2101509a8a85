import { CloseOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ClientPickerProps } from '../../builder';
import { clientsApi, useGetClientQuery } from '../../../entities/client';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { buyerOfClient, clientLabel, receiverOfClient } from '../model/clientReceiver';
import { pageReload } from '../model/reloadPage';

const SEARCH_PAUSE_MS = 300;
/** The server's largest page: the list box shows the first matches, the search narrows them. */
const PICKER_PAGE_SIZE = 100;
/** The client list box is 400 high. */
const LIST_HEIGHT = 400;

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;

/**
 * 'Select Client' above the receiver text (dashboard only). The server searches business name,
 * contact, email and phone case-insensitively. Picking fills the receiver text and locks it until
 * 'Clear'. A 401 or 403 on the list reloads the page.
 */
export function ClientPicker({ selectedId, onPick }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const [fetchClients, list] = clientsApi.endpoints.listClients.useLazyQuery();
  useEffect(() => {
    // Read from the call itself, not the cache: a 401 also ends the session, which empties the cache.
    fetchClients({ page: 1, pageSize: PICKER_PAGE_SIZE, search: settled, status: '' }, true)
      .unwrap()
      .catch((error: unknown) => {
        const status = statusOf(error);
        if (status === 401 || status === 403) pageReload.reload();
      });
  }, [fetchClients, settled]);
  const clients = list.data?.data ?? [];
  const listed = selectedId !== null && clients.some((client) => client.id === selectedId);
  // A document opened with a client not among the first matches: its name still shows.
  const selected = useGetClientQuery(selectedId !== null && !listed ? selectedId : skipToken);

  const options = clients.map((client) => ({ value: client.id, label: clientLabel(client) }));
  if (selectedId !== null && !listed && selected.data) {
    options.unshift({ value: selected.data.id, label: clientLabel(selected.data) });
  }

  const pick = (id: string) => {
    const client =
      clients.find((one) => one.id === id) ?? (selected.data?.id === id ? selected.data : undefined);
    if (client)
      onPick({
        id: client.id,
        receiverInfo: receiverOfClient(client),
        buyer: buyerOfClient(client),
        language: client.language ?? '',
      });
    setSearch('');
  };

  return (
    <Flex gap={8} align="center" className="client-picker" style={{ marginBottom: 12 }}>
      <Select
        aria-label="Select Client"
        placeholder="Select Client"
        value={selectedId ?? undefined}
        onChange={pick}
        options={options}
        listHeight={LIST_HEIGHT}
        loading={list.isFetching}
        showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
        notFoundContent={
          list.isFetching ? (
            <Spin size="small" />
          ) : list.isError ? (
            <Typography.Text type="danger">Failed to load clients</Typography.Text>
          ) : (
            'No clients found'
          )
        }
        style={{ flex: 1, minWidth: 0 }}
      />
      {selectedId !== null && (
        <Button icon={<CloseOutlined />} onClick={() => onPick(null)}>
          Clear
        </Button>
      )}
    </Flex>
  );
}
