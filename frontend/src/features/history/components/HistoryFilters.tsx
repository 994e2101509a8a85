import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Select } from 'antd';
import type { ClientName } from '../api/historyApi';

export const ALL_CLIENTS = '';
export const NO_CLIENT = 'none';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  client: string;
  onClient: (client: string) => void;
  clients: ClientName[];
  clientsLoading: boolean;
  /** On a narrow container the filter takes the whole line under the search box. */
  narrow: boolean;
};

/** The search box and the client filter (All Clients, No Client Assigned, or one client). */
export function HistoryFilters({
  search,
  onSearch,
  client,
  onClient,
  clients,
  clientsLoading,
  narrow,
}: Props) {
  return (
    <Flex gap={12} wrap>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by number, company, PO, or notes…"
        aria-label="Search documents"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ flex: '1 1 280px' }}
      />
      <Select
        aria-label="Client"
        value={client}
        onChange={onClient}
        loading={clientsLoading}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ flex: '1 1 200px', maxWidth: narrow ? undefined : 280 }}
        options={[
          { value: ALL_CLIENTS, label: 'All Clients' },
          { value: NO_CLIENT, label: 'No Client Assigned' },
          ...clients.map((one) => ({
            value: one.id,
            label: one.business_name || one.contact_name || 'Unnamed client',
          })),
        ]}
      />
    </Flex>
  );
}
