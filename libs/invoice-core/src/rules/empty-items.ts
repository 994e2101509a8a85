import { toNonNegativeNumber, type NumberInput } from './non-negative-number';

/** One row of the items table as the builder holds it. */
export type LineItemInput = {
  description?: string | null;
  qty?: NumberInput;
  price?: NumberInput;
  /** Values of the custom columns, keyed by column id. */
  cols?: Readonly<Record<string, string | null | undefined>>;
};

const isBlank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';

/**
 * True when the row carries nothing to bill: blank description, no price, no custom value. The
 * quantity does not count: a new row starts at 1, so a row added and left blank would otherwise print
 * as '1 $0.00 $0.00'. A price of 0 counts as none, since a cleared number field becomes 0.
 */
export function isEmptyItem(item: LineItemInput): boolean {
  return (
    isBlank(item.description) &&
    toNonNegativeNumber(item.price) === 0 &&
    Object.values(item.cols ?? {}).every(isBlank)
  );
}

/** The rows worth printing: empty rows are left out of the PDF. */
export function dropEmptyItems<T extends LineItemInput>(items: readonly T[]): T[] {
  return items.filter((item) => !isEmptyItem(item));
}
