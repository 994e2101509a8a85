import { CONTENT_WIDTH, mm } from './theme';

export type Column = { title: string; x: number; width: number; align: 'left' | 'right' };

const QTY_WIDTH = mm(16);
const RATE_WIDTH = mm(26);
const AMOUNT_WIDTH = mm(30);
const CUSTOM_WIDTH = mm(22);
/** Inner padding of every cell, so text never touches a border or the next column. */
export const CELL_PADDING = mm(2);

/** Description takes what the fixed columns leave: Description, custom…, Qty, Rate, Amount. */
export function tableColumns(left: number, customLabels: string[]): Column[] {
  const fixed = QTY_WIDTH + RATE_WIDTH + AMOUNT_WIDTH + customLabels.length * CUSTOM_WIDTH;
  const specs: Array<Omit<Column, 'x'>> = [
    { title: 'Description', width: CONTENT_WIDTH - fixed, align: 'left' },
    ...customLabels.map((title) => ({ title, width: CUSTOM_WIDTH, align: 'left' as const })),
    { title: 'Qty', width: QTY_WIDTH, align: 'right' },
    { title: 'Rate', width: RATE_WIDTH, align: 'right' },
    { title: 'Amount', width: AMOUNT_WIDTH, align: 'right' },
  ];
  let x = left;
  return specs.map((spec) => {
    const column = { ...spec, x };
    x += spec.width;
    return column;
  });
}
