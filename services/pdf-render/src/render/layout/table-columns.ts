import { type Wording, wordingOf } from '../document-wording';
import { CONTENT_WIDTH, mm } from './theme';

export type ColumnKey = 'description' | 'custom' | 'quantity' | 'rate' | 'discount' | 'taxes' | 'amount';

export type Column = { key: ColumnKey; title: string; x: number; width: number; align: 'left' | 'right' };

/** The columns shown only when some line needs them (the simple document has neither). */
export type OptionalColumns = { discount: boolean; tax: boolean; units: boolean };

const QTY_WIDTH = mm(16);
/** Room for '4 pcs' at the body size ('12.5 pcs' is set smaller). */
const QTY_WITH_UNIT_WIDTH = mm(18);
const RATE_WIDTH = mm(26);
/** '10%' and '19%' at the body size, so a 12-line invoice's descriptions still fit on one line each. */
const DISCOUNT_WIDTH = mm(13);
const TAX_WIDTH = mm(15);
const AMOUNT_WIDTH = mm(30);
const CUSTOM_WIDTH = mm(22);
/** Custom columns narrow before the description does below this. */
const MIN_DESCRIPTION_WIDTH = mm(40);
/** Inner padding of every cell, so text never touches a border or the next column. */
export const CELL_PADDING = mm(2);

const NONE: OptionalColumns = { discount: false, tax: false, units: false };

/** Description takes what the fixed columns leave: Description, custom…, Qty, Rate, [Disc.], [Tax], Amount. */
export function tableColumns(
  left: number,
  customLabels: string[],
  optional = NONE,
  titles: Wording['columns'] = wordingOf('en-US').columns,
): Column[] {
  const figures: Array<Omit<Column, 'x'>> = [
    {
      key: 'quantity',
      title: titles.quantity,
      width: optional.units ? QTY_WITH_UNIT_WIDTH : QTY_WIDTH,
      align: 'right',
    },
    { key: 'rate', title: titles.rate, width: RATE_WIDTH, align: 'right' },
    ...(optional.discount
      ? [
          {
            key: 'discount' as const,
            title: titles.discount,
            width: DISCOUNT_WIDTH,
            align: 'right' as const,
          },
        ]
      : []),
    ...(optional.tax
      ? [{ key: 'taxes' as const, title: titles.tax, width: TAX_WIDTH, align: 'right' as const }]
      : []),
    { key: 'amount', title: titles.amount, width: AMOUNT_WIDTH, align: 'right' },
  ];
  const figuresWidth = figures.reduce((sum, column) => sum + column.width, 0);
  const customWidth = Math.min(
    CUSTOM_WIDTH,
    (CONTENT_WIDTH - MIN_DESCRIPTION_WIDTH - figuresWidth) / Math.max(1, customLabels.length),
  );
  const fixed = figuresWidth + customLabels.length * customWidth;
  const specs: Array<Omit<Column, 'x'>> = [
    { key: 'description', title: titles.description, width: CONTENT_WIDTH - fixed, align: 'left' },
    ...customLabels.map((title) => ({
      key: 'custom' as const,
      title,
      width: customWidth,
      align: 'left' as const,
    })),
    ...figures,
  ];
  let x = left;
  return specs.map((spec) => {
    const column = { ...spec, x };
    x += spec.width;
    return column;
  });
}
