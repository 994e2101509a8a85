import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  canAddCustomColumn,
  formatMoney,
  MAX_CUSTOM_COLUMNS_MESSAGE,
  type CustomColumn,
} from '@paydraft/invoice-core';
import { Button, Card, Flex, Input, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { BuilderAction, ItemRow } from '../model/builderState';
import { DecimalInput } from './DecimalInput';

type ItemsTableProps = {
  items: ItemRow[];
  columns: CustomColumn[];
  currency: string;
  /** qty × rate per row, as calculateTotals returns them. */
  lines: string[];
  dispatch: (action: BuilderAction) => void;
};

/** The line items: description, custom columns, quantity, rate and amount, one row each. */
export function ItemsTable({ items, columns, currency, lines, dispatch }: ItemsTableProps) {
  const canAddColumn = canAddCustomColumn(columns);
  const gridStyle = {
    '--items-grid': `minmax(0, 3fr) ${columns.map(() => 'minmax(0, 1.4fr) ').join('')}88px 120px 120px 40px`,
  } as CSSProperties;

  return (
    <Card title="Items" className="builder-card" size="small">
      <Flex align="center" gap={8} wrap className="custom-columns" role="group" aria-label="Custom fields">
        <Typography.Text type="secondary">Custom fields:</Typography.Text>
        {columns.map((column, index) => (
          <Input
            key={column.id}
            className="custom-columns__label"
            aria-label={`Custom field ${index + 1} name`}
            value={column.label}
            maxLength={60}
            onChange={(event) => dispatch({ type: 'renameColumn', id: column.id, label: event.target.value })}
            suffix={
              <Tooltip title="Remove field">
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove custom field ${column.label || index + 1}`}
                  onClick={() => dispatch({ type: 'removeColumn', id: column.id })}
                />
              </Tooltip>
            }
          />
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={!canAddColumn}
          onClick={() => dispatch({ type: 'addColumn' })}
        >
          Add custom field
        </Button>
        {!canAddColumn && (
          <Typography.Text type="warning" role="status">
            {MAX_CUSTOM_COLUMNS_MESSAGE}
          </Typography.Text>
        )}
      </Flex>

      <div className="items" style={gridStyle} role="table" aria-label="Line items">
        <div className="items__row items__head" role="row">
          <span role="columnheader">Description</span>
          {columns.map((column, index) => (
            <span role="columnheader" key={column.id}>
              {column.label || `Field ${index + 1}`}
            </span>
          ))}
          <span role="columnheader">Qty</span>
          <span role="columnheader">Rate</span>
          <span role="columnheader" className="items__num">
            Amount
          </span>
          <span role="columnheader">
            <span className="visually-hidden">Remove</span>
          </span>
        </div>
        {items.map((item, index) => {
          const n = index + 1;
          const update = (patch: Partial<Omit<ItemRow, 'key' | 'cols'>>) =>
            dispatch({ type: 'updateItem', key: item.key, patch });
          return (
            <div className="items__row" role="row" key={item.key} aria-label={`Item ${n}`}>
              <div role="cell" className="items__cell items__description">
                <span className="items__label">Description</span>
                <Input.TextArea
                  aria-label={`Description, item ${n}`}
                  placeholder="Item or service"
                  autoSize={{ minRows: 1, maxRows: 6 }}
                  value={item.description}
                  onChange={(event) => update({ description: event.target.value })}
                />
              </div>
              {columns.map((column, colIndex) => (
                <div role="cell" className="items__cell" key={column.id}>
                  <span className="items__label">{column.label || `Field ${colIndex + 1}`}</span>
                  <Input
                    aria-label={`${column.label || `Field ${colIndex + 1}`}, item ${n}`}
                    maxLength={500}
                    value={item.cols[column.id] ?? ''}
                    onChange={(event) =>
                      dispatch({
                        type: 'setItemColumn',
                        key: item.key,
                        columnId: column.id,
                        value: event.target.value,
                      })
                    }
                  />
                </div>
              ))}
              <div role="cell" className="items__cell">
                <span className="items__label">Qty</span>
                <DecimalInput
                  aria-label={`Quantity, item ${n}`}
                  step="1"
                  value={item.qty}
                  onChange={(qty) => update({ qty })}
                />
              </div>
              <div role="cell" className="items__cell">
                <span className="items__label">Rate</span>
                <DecimalInput
                  aria-label={`Rate, item ${n}`}
                  step="0.01"
                  placeholder="0.00"
                  value={item.rate}
                  onChange={(rate) => update({ rate })}
                />
              </div>
              <div role="cell" className="items__cell items__amount">
                <span className="items__label">Amount</span>
                <output aria-label={`Amount, item ${n}`}>{formatMoney(lines[index] ?? '0', currency)}</output>
              </div>
              <div role="cell" className="items__cell items__remove">
                <Tooltip title={items.length === 1 ? 'At least one item is needed' : 'Remove item'}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove item ${n}`}
                    disabled={items.length === 1}
                    onClick={() => dispatch({ type: 'removeItem', key: item.key })}
                  />
                </Tooltip>
              </div>
            </div>
          );
        })}
      </div>

      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => dispatch({ type: 'addItem' })}>
        Add item
      </Button>
    </Card>
  );
}
