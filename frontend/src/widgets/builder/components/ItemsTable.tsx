import { PlusOutlined } from '@ant-design/icons';
import type { CustomColumn } from '@paydraft/invoice-core';
import { Alert, Button, Card } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { NO_ITEMS_MESSAGE, type BuilderAction, type ItemRow, type LineColumn } from '../model/builderState';
import type { TaxRow } from '../model/moneyFields';
import { CustomFieldsBar } from './CustomFieldsBar';
import { LineOptions } from './LineOptions';
import { ItemsRow, type DescriptionRef } from './ItemsRow';

const NO_ITEMS_ID = 'items-problem';
const NO_LINE_COLUMNS: Record<LineColumn, boolean> = { discount: false, unit: false };

type ItemsTableProps = {
  items: ItemRow[];
  columns: CustomColumn[];
  lineColumns?: Record<LineColumn, boolean>;
  taxes?: TaxRow[];
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
export function ItemsTable({
  items,
  columns,
  lineColumns = NO_LINE_COLUMNS,
  taxes = [],
  currency,
  lines,
  emptyAttempts,
  dispatch,
}: ItemsTableProps) {
  const tracks = [
    'minmax(0, 3fr)',
    ...columns.map(() => 'minmax(0, 1.4fr)'),
    '88px',
    ...(lineColumns.unit ? ['72px'] : []),
    '120px',
    ...(lineColumns.discount ? ['88px'] : []),
    ...(taxes.length > 0 ? ['minmax(96px, 1.4fr)'] : []),
    '120px',
    '40px',
  ];
  const gridStyle = { '--items-grid': tracks.join(' ') } as CSSProperties;
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
      <LineOptions lineColumns={lineColumns} dispatch={dispatch} />

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
          {lineColumns.unit && <span role="columnheader">Unit</span>}
          <span role="columnheader">Rate</span>
          {lineColumns.discount && <span role="columnheader">Discount (%)</span>}
          {taxes.length > 0 && <span role="columnheader">Taxes</span>}
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
            lineColumns={lineColumns}
            taxes={taxes}
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
