import { MAX_LINE_TAXES } from '@paydraft/invoice-core';
import { Button, Flex } from 'antd';
import type { BuilderAction, ItemRow } from '../model/builderState';
import type { TaxRow } from '../model/moneyFields';

type LineTaxChipsProps = {
  item: Pick<ItemRow, 'key' | 'taxIds'>;
  n: number;
  taxes: TaxRow[];
  dispatch: (action: BuilderAction) => void;
};

/** How a tax reads on its chip: 'VAT 19%'. */
export const taxChipLabel = (tax: TaxRow): string => `${tax.name.trim() || 'Tax'} ${tax.rate ?? '0'}%`;

/**
 * Which of the document's taxes this line pays: one toggle button per tax (Space or Enter, or a
 * click), at most 3 on.
 */
export function LineTaxChips({ item, n, taxes, dispatch }: LineTaxChipsProps) {
  const full = item.taxIds.length >= MAX_LINE_TAXES;
  return (
    <Flex gap={4} wrap role="group" aria-label={`Taxes, item ${n}`}>
      {taxes.map((tax) => {
        const on = item.taxIds.includes(tax.id);
        const label = taxChipLabel(tax);
        return (
          <Button
            key={tax.id}
            size="small"
            shape="round"
            type={on ? 'primary' : 'default'}
            aria-pressed={on}
            aria-label={`${label}, item ${n}`}
            title={!on && full ? `An item may have at most ${MAX_LINE_TAXES} taxes` : undefined}
            disabled={!on && full}
            onClick={() => dispatch({ type: 'toggleLineTax', key: item.key, taxId: tax.id })}
          >
            {label}
          </Button>
        );
      })}
    </Flex>
  );
}
