import { Button, Flex, Typography } from 'antd';
import type { BuilderAction, LineColumn } from '../model/builderState';

type LineOptionsProps = {
  lineColumns: Record<LineColumn, boolean>;
  dispatch: (action: BuilderAction) => void;
};

const OPTIONS: { column: LineColumn; label: string }[] = [
  { column: 'unit', label: 'Unit' },
  { column: 'discount', label: 'Line discount' },
];

/**
 * The item columns beyond the spec's, off until asked for, so the simple form stays simple. Turning
 * one off clears its values.
 */
export function LineOptions({ lineColumns, dispatch }: LineOptionsProps) {
  return (
    <Flex align="center" gap={8} wrap className="line-options" role="group" aria-label="Line options">
      <Typography.Text type="secondary">Line options:</Typography.Text>
      {OPTIONS.map(({ column, label }) => (
        <Button
          key={column}
          size="small"
          type={lineColumns[column] ? 'primary' : 'default'}
          ghost={lineColumns[column]}
          aria-pressed={lineColumns[column]}
          onClick={() => dispatch({ type: 'showLineColumn', column, value: !lineColumns[column] })}
        >
          {label}
        </Button>
      ))}
    </Flex>
  );
}
