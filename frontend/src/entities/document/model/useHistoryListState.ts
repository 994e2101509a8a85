import { useMemo, useState } from 'react';
import { useHistoryClientsQuery } from '../api/historyApi';
import { PAGE_SIZES } from '../../../shared/components/ListPager';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { ALL_CLIENTS } from '../ui/HistoryFilters';

const SEARCH_PAUSE_MS = 300;

/**
 * A paged, searched document list's state: the search as typed and as settled (one request per pause
 * in typing), the client filter, and the page. Any filter change or new page size goes back to page 1,
 * since the old page may not exist in the new list. `pager` is what ListPager takes besides the total.
 */
export function useHistoryListState() {
  const [search, setSearch] = useState('');
  const [client, setClient] = useState(ALL_CLIENTS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);

  const changeFilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    search,
    settledSearch,
    client,
    changeFilter,
    onSearch: changeFilter(setSearch),
    onClient: changeFilter(setClient),
    page,
    pageSize,
    pager: { page, pageSize, onPage: setPage, onPageSize: changeFilter(setPageSize) },
  };
}

/** The owner's clients, and a client's name by id (business name, else contact name; undefined if unknown). */
export function useClientNames() {
  const clients = useHistoryClientsQuery();
  const names = useMemo(
    () => new Map((clients.data ?? []).map((one) => [one.id, one.business_name || one.contact_name])),
    [clients.data],
  );
  const nameOf = (clientId: string | null | undefined) => (clientId ? names.get(clientId) : undefined);
  return { clients, nameOf };
}
