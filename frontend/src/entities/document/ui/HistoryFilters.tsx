import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Segmented, Select } from 'antd';
import type { ClientName, HistoryOrder, PaymentFilter } from '../api/historyApi';

export const ALL_CLIENTS = '';
export const NO_CLIENT = 'none';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  client: string;
  onClient: (client: string) => void;
  clients: ClientName[];
  clientsLoading: boolean;
  /** The money filter and the cards' order: the history has them, the convert section's quotes not. */
  payment?: PaymentFilter;
  onPayment?: (payment: PaymentFilter) => void;
  order?: HistoryOrder;
  onOrder?: (order: HistoryOrder) => void;
  /** On a narrow container the filter takes the whole line under the search box, and the order has a select (cards have no headers). */
  narrow: boolean;
};

const PAYMENT_OPTIONS: Array<{ value: PaymentFilter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'overdue', label: 'Overdue' },
];

/** The cards' orders, as the table's sortable headers offer them; the value is `sort:order`. */
const ORDER_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'balance:desc', label: 'Balance, highest first' },
  { value: 'total:desc', label: 'Amount, highest first' },
  { value: 'due_date:asc', label: 'Due date, soonest first' },
];

const orderValue = (order: HistoryOrder | undefined) => (order ? `${order.sort}:${order.order}` : '');
const orderFrom = (value: string): HistoryOrder => {
  if (!value) return null;
  const [sort, order] = value.split(':') as [NonNullable<HistoryOrder>['sort'], 'asc' | 'desc'];
  return { sort, order };
};

/**
 * The search box, the client filter (All Clients, No Client Assigned, or one client) and the money
 * filter (All, Unpaid, Overdue); on cards, the order too.
 */
export function HistoryFilters({
  search,
  onSearch,
  client,
  onClient,
  clients,
  clientsLoading,
  payment,
  onPayment,
  order,
  onOrder,
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
      {onPayment && (
        <Segmented<PaymentFilter>
          aria-label="Payment"
          value={payment ?? ''}
          onChange={onPayment}
          options={PAYMENT_OPTIONS}
        />
      )}
      {narrow && onOrder && (
        <Select
          aria-label="Sort by"
          value={orderValue(order)}
          onChange={(value) => onOrder(orderFrom(value))}
          style={{ flex: '1 1 200px' }}
          options={ORDER_OPTIONS}
        />
      )}
    </Flex>
  );
}
