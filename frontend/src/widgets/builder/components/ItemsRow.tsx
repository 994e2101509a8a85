import { DeleteOutlined } from '@ant-design/icons';
import { columnValue, formatMoney, type CustomColumn } from '@paydraft/invoice-core';
import { Button, Input, Tooltip, type GetRef } from 'antd';
import type { Ref } from 'react';
import type { BuilderAction, ItemRow, LineColumn } from '../model/builderState';
import type { TaxRow } from '../model/moneyFields';
import { DecimalInput } from './DecimalInput';
import { LineTaxChips } from './LineTaxChips';

export type DescriptionRef = GetRef<typeof Input.TextArea>;

type ItemsRowProps = {
  item: ItemRow;
  /** 1-based position, used in the accessible names ('Description, item 2'). */
  n: number;
  columns: CustomColumn[];
  /** The unit and line discount columns shown. */
  lineColumns: Record<LineColumn, boolean>;
  /** The document's taxes, one chip each; none shows no chips. */
  taxes: TaxRow[];
  currency: string;
  /** qty × price, as calculateTotals returned it. */
  amount: string;
  canRemove: boolean;
  descriptionRef: Ref<DescriptionRef>;
  /** Id of a message about the items, read out with the description. */
  problemId?: string;
  dispatch: (action: BuilderAction) => void;
};

/** One line item: description, custom values, quantity, rate, amount and remove. */
export function ItemsRow({
  item,
  n,
  columns,
  lineColumns,
  taxes,
  currency,
  amount,
  canRemove,
  descriptionRef,
  problemId,
  dispatch,
}: ItemsRowProps) {
  const update = (patch: Partial<Omit<ItemRow, 'key' | 'cols' | 'taxIds'>>) =>
    dispatch({ type: 'updateItem', key: item.key, patch });

  return (
    <div className="items__row" role="row" aria-label={`Item ${n}`}>
      <div role="cell" className="items__cell items__description">
        <span className="items__label">Description</span>
        <Input.TextArea
          ref={descriptionRef}
          aria-label={`Description, item ${n}`}
          aria-describedby={problemId}
          aria-invalid={problemId ? true : undefined}
          status={problemId ? 'error' : undefined}
          placeholder="Item or service"
          autoSize={{ minRows: 1, maxRows: 6 }}
          // The height before autoSize has measured: the prerendered page's first paint.
          rows={1}
          value={item.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      </div>
      {columns.map((column, colIndex) => {
        const name = column.label || `Field ${colIndex + 1}`;
        return (
          <div role="cell" className="items__cell" key={column.id}>
            <span className="items__label">{name}</span>
            <Input
              aria-label={`${name}, item ${n}`}
              maxLength={500}
              value={columnValue(item.cols, column.id)}
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
        );
      })}
      <div role="cell" className="items__cell">
        <span className="items__label">Qty</span>
        <DecimalInput
          aria-label={`Quantity, item ${n}`}
          step="1"
          value={item.qty}
          onChange={(qty) => update({ qty })}
        />
      </div>
      {lineColumns.unit && (
        <div role="cell" className="items__cell">
          <span className="items__label">Unit</span>
          <Input
            aria-label={`Unit, item ${n}`}
            maxLength={20}
            placeholder="h, pcs"
            value={item.unit}
            onChange={(event) => update({ unit: event.target.value })}
          />
        </div>
      )}
      <div role="cell" className="items__cell">
        <span className="items__label">Rate</span>
        <DecimalInput
          aria-label={`Rate, item ${n}`}
          step="0.01"
          placeholder="0.00"
          value={item.price}
          onChange={(price) => update({ price })}
        />
      </div>
      {lineColumns.discount && (
        <div role="cell" className="items__cell">
          <span className="items__label">Discount (%)</span>
          <DecimalInput
            aria-label={`Discount (%), item ${n}`}
            step="1"
            max="100"
            placeholder="0"
            value={item.discount}
            onChange={(discount) => update({ discount })}
          />
        </div>
      )}
      {taxes.length > 0 && (
        <div role="cell" className="items__cell items__taxes">
          <span className="items__label">Taxes</span>
          <LineTaxChips item={item} n={n} taxes={taxes} dispatch={dispatch} />
        </div>
      )}
      <div role="cell" className="items__cell items__amount">
        <span className="items__label">Amount</span>
        <output aria-label={`Amount, item ${n}`}>{formatMoney(amount, currency)}</output>
      </div>
      <div role="cell" className="items__cell items__remove">
        <Tooltip title={canRemove ? 'Remove item' : 'At least one item is needed'}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove item ${n}`}
            disabled={!canRemove}
            onClick={() => dispatch({ type: 'removeItem', key: item.key })}
          />
        </Tooltip>
      </div>
    </div>
  );
}
