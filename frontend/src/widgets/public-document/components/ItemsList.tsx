import { Table } from 'antd';
import { columnValue, type CustomColumn } from '@paydraft/invoice-core';
import type { PublicItem } from '../api/publicViewApi';
import { usePublicLocale } from '../model/locale';
import { lineAmount, money, quantityText } from '../model/publicDocument';

type Props = { items: PublicItem[]; columns: CustomColumn[]; currency: string; cards: boolean };

/** The items: a table when there is room, one card per item on a phone. */
export function ItemsList({ items, columns, currency, cards }: Props) {
  const locale = usePublicLocale();
  const { t } = locale;
  // Figures read left to right inside a right-to-left page.
  const figure = (text: string) => <bdi>{text}</bdi>;
  if (cards) {
    return (
      <ul className="public-items" aria-label={t('publicView:items')}>
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
                <dt>{t('common:columns.quantity')}</dt>
                <dd>{figure(quantityText(item))}</dd>
              </div>
              <div>
                <dt>{t('common:columns.rate')}</dt>
                <dd>{figure(money(item.price, currency, locale))}</dd>
              </div>
              <div>
                <dt>{t('common:columns.amount')}</dt>
                <dd className="public-items__amount">{figure(lineAmount(item, currency, locale))}</dd>
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
        {
          title: t('common:columns.description'),
          key: 'description',
          render: (_, item) => <span className="public-items__text">{item.description}</span>,
        },
        ...columns.map((column) => ({
          title: column.label,
          key: `col-${column.id}`,
          render: (_: unknown, item: PublicItem) => columnValue(item.cols, column.id),
        })),
        {
          title: t('common:columns.quantity'),
          key: 'qty',
          align: 'end' as const,
          width: 90,
          render: (_, item) => figure(quantityText(item)),
        },
        {
          title: t('common:columns.rate'),
          key: 'price',
          align: 'end' as const,
          width: 140,
          render: (_, item) => figure(money(item.price, currency, locale)),
        },
        {
          title: t('common:columns.amount'),
          key: 'amount',
          align: 'end' as const,
          width: 150,
          render: (_, item) => figure(lineAmount(item, currency, locale)),
        },
      ]}
    />
  );
}
