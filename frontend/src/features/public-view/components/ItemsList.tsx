import { Table } from 'antd';
import { columnValue, type CustomColumn } from '@paydraft/invoice-core';
import type { PublicItem } from '../api/publicViewApi';
import { lineAmount, money, quantityText } from '../model/publicDocument';

type Props = { items: PublicItem[]; columns: CustomColumn[]; currency: string; cards: boolean };

/** The items: a table when there is room, one card per item on a phone (spec 001 section 9). */
export function ItemsList({ items, columns, currency, cards }: Props) {
  if (cards) {
    return (
      <ul className="public-items" aria-label="Items">
        {items.map((item, index) => (
          <li key={index} className="public-items__item">
            <div className="public-items__description">{item.description || '—'}</div>
            <dl className="public-items__facts">
              {columns.map((column) => (
                <div key={column.id}>
                  <dt>{column.label}</dt>
                  <dd>{columnValue(item.cols, column.id)}</dd>
                </div>
              ))}
              <div>
                <dt>Qty</dt>
                <dd>{quantityText(item)}</dd>
              </div>
              <div>
                <dt>Rate</dt>
                <dd>{money(item.price, currency)}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd className="public-items__amount">{lineAmount(item, currency)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<PublicItem & { key: number }>
      size="middle"
      pagination={false}
      dataSource={items.map((item, index) => ({ ...item, key: index }))}
      columns={[
        { title: 'Description', key: 'description', render: (_, item) => item.description },
        ...columns.map((column) => ({
          title: column.label,
          key: `col-${column.id}`,
          render: (_: unknown, item: PublicItem) => columnValue(item.cols, column.id),
        })),
        {
          title: 'Qty',
          key: 'qty',
          align: 'right' as const,
          width: 90,
          render: (_, item) => quantityText(item),
        },
        {
          title: 'Rate',
          key: 'price',
          align: 'right' as const,
          width: 140,
          render: (_, item) => money(item.price, currency),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right' as const,
          width: 150,
          render: (_, item) => lineAmount(item, currency),
        },
      ]}
    />
  );
}
