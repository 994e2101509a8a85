import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { canAddCustomColumn, MAX_CUSTOM_COLUMNS_MESSAGE, type CustomColumn } from '@paydraft/invoice-core';
import { Button, Flex, Input, Tooltip, Typography, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import type { BuilderAction } from '../model/builderState';

type CustomFieldsBarProps = {
  columns: CustomColumn[];
  dispatch: (action: BuilderAction) => void;
};

/** The custom columns' names, with add and remove; at most 2. */
export function CustomFieldsBar({ columns, dispatch }: CustomFieldsBarProps) {
  const canAddColumn = canAddCustomColumn(columns);
  const labels = useRef<(InputRef | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef<'new column' | 'add button' | null>(null);

  // A new column is there to be named; and the add button it came from may now be disabled, which
  // would otherwise drop keyboard focus to the page. A removed column's button goes with it, so the
  // focus moves to 'Add custom field'.
  useEffect(() => {
    if (focusAfterChange.current === 'new column')
      labels.current[columns.length - 1]?.focus({ cursor: 'all' });
    if (focusAfterChange.current === 'add button') addButton.current?.focus();
    focusAfterChange.current = null;
  }, [columns.length]);

  return (
    <Flex align="center" gap={8} wrap className="custom-columns" role="group" aria-label="Custom fields">
      <Typography.Text type="secondary">Custom fields:</Typography.Text>
      {columns.map((column, index) => (
        <Input
          key={column.id}
          ref={(input) => {
            labels.current[index] = input;
          }}
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
                onClick={() => {
                  focusAfterChange.current = 'add button';
                  dispatch({ type: 'removeColumn', id: column.id });
                }}
              />
            </Tooltip>
          }
        />
      ))}
      <Button
        ref={addButton}
        icon={<PlusOutlined />}
        disabled={!canAddColumn}
        onClick={() => {
          focusAfterChange.current = 'new column';
          dispatch({ type: 'addColumn' });
        }}
      >
        Add custom field
      </Button>
      {!canAddColumn && (
        <Typography.Text type="warning" role="status">
          {MAX_CUSTOM_COLUMNS_MESSAGE}
        </Typography.Text>
      )}
    </Flex>
  );
}
