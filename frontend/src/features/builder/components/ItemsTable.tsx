import { PlusOutlined } from '@ant-design/icons';
import type { CustomColumn } from '@paydraft/invoice-core';
import { Alert, Button, Card } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { NO_ITEMS_MESSAGE, type BuilderAction, type ItemRow } from '../model/builderState';
import { CustomFieldsBar } from './CustomFieldsBar';
import { ItemsRow, type DescriptionRef } from './ItemsRow';

const NO_ITEMS_ID = 'items-problem';

type ItemsTableProps = {
  items: ItemRow[];
  columns: CustomColumn[];
  currency: string;
  /** qty × rate per row, as calculateTotals returns them. */
  lines: string[];
  /**
   * How many times generate was pressed with nothing to print, since the items last held something;
   * above 0 the table says what is missing and takes the focus to the first row.
   */
  emptyAttempts: number;
  dispatch: (action: BuilderAction) => void;
};

/** The line items: description, custom columns, quantity, rate and amount, one row each. */
export function ItemsTable({ items, columns, currency, lines, emptyAttempts, dispatch }: ItemsTableProps) {
  const gridStyle = {
    '--items-grid': `minmax(0, 3fr) ${columns.map(() => 'minmax(0, 1.4fr) ').join('')}88px 120px 120px 40px`,
  } as CSSProperties;
  const descriptions = useRef<(DescriptionRef | null)[]>([]);
  /** The row whose description takes the focus once a row is added or removed. */
  const focusRow = useRef<number | null>(null);

  // A keyboard user who adds an item goes on typing its description; one who removes an item lands on
  // the row that took its place (or the new last row), not on the page.
  useEffect(() => {
    if (focusRow.current === null) return;
    descriptions.current[Math.min(focusRow.current, items.length - 1)]?.focus();
    focusRow.current = null;
  }, [items.length]);

  const rowDispatch = (action: BuilderAction) => {
    if (action.type === 'removeItem') focusRow.current = items.findIndex((item) => item.key === action.key);
    dispatch(action);
  };

  // Each blank generate brings the first row and the message into view, clear of the fixed header.
  useEffect(() => {
    if (emptyAttempts === 0) return;
    const first = descriptions.current[0];
    first?.focus({ preventScroll: true });
    first?.nativeElement?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [emptyAttempts]);

  return (
    <Card title="Items" className="builder-card" size="small">
      <CustomFieldsBar columns={columns} dispatch={dispatch} />

      {emptyAttempts > 0 && (
        <Alert id={NO_ITEMS_ID} type="error" showIcon className="items__problem" title={NO_ITEMS_MESSAGE} />
      )}

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
        {items.map((item, index) => (
          <ItemsRow
            key={item.key}
            item={item}
            n={index + 1}
            columns={columns}
            currency={currency}
            amount={lines[index] ?? '0'}
            canRemove={items.length > 1}
            descriptionRef={(description) => {
              descriptions.current[index] = description;
            }}
            problemId={emptyAttempts > 0 ? NO_ITEMS_ID : undefined}
            dispatch={rowDispatch}
          />
        ))}
      </div>

      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => {
          focusRow.current = items.length;
          dispatch({ type: 'addItem' });
        }}
      >
        Add item
      </Button>
    </Card>
  );
}
