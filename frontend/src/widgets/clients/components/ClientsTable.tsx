import { Table, type TableColumnsType } from 'antd';
import { type Client, displayName, ClientAvatar } from '../../../entities/client';

type ClientsTableProps = { clients: Client[]; onOpen: (client: Client) => void };

const dash = (text: string) => text || '—';

const COLUMNS: TableColumnsType<Client> = [
  {
    title: 'Business',
    key: 'business',
    render: (_, client) => (
      <span className="clients-table__business">
        <ClientAvatar name={displayName(client)} />
        <span>{dash(client.business_name)}</span>
      </span>
    ),
  },
  { title: 'Contact', dataIndex: 'contact_name', render: dash },
  { title: 'Email', dataIndex: 'business_email', render: dash },
  { title: 'Phone', dataIndex: 'business_phone', render: dash },
];

/** The wide list: a row opens the client (by click, or Enter when the row has focus). */
export function ClientsTable({ clients, onOpen }: ClientsTableProps) {
  return (
    <Table<Client>
      className="clients-table"
      rowKey="id"
      columns={COLUMNS}
      dataSource={clients}
      pagination={false}
      onRow={(client) => ({
        onClick: () => onOpen(client),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpen(client);
        },
        tabIndex: 0,
        'aria-label': `Open ${displayName(client)}`,
      })}
    />
  );
}
