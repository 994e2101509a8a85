import type { z } from 'zod';
import type { TaxDefinition } from './taxes.schema';

export type MoneyModelFields = {
  taxes: readonly TaxDefinition[];
  prices_include_tax: boolean;
  items: readonly { tax_ids?: readonly string[] }[];
};

export const COMPOUND_WITH_INCLUSIVE_MESSAGE =
  'A compound tax cannot be used when prices include tax: remove the compound tax or turn off "Amounts include tax"';

/** A rule between fields that a document breaks, and where. */
export type MoneyModelProblem = { message: string; path: (string | number)[] };

/**
 * What the document's fields must agree on between themselves (zod checks each field alone): the
 * schema reports these, and the documents service, which computes the totals, asks again.
 */
export function moneyModelProblems(document: {
  taxes: readonly Pick<TaxDefinition, 'id' | 'compound'>[];
  prices_include_tax: boolean;
  items: readonly { tax_ids?: readonly string[] }[];
}): MoneyModelProblem[] {
  const problems: MoneyModelProblem[] = [];
  if (document.prices_include_tax && document.taxes.some((tax) => tax.compound)) {
    problems.push({ message: COMPOUND_WITH_INCLUSIVE_MESSAGE, path: ['taxes'] });
  }
  const known = new Set(document.taxes.map((tax) => tax.id));
  document.items.forEach((item, index) => {
    const unknown = item.tax_ids?.find((id) => !known.has(id));
    if (unknown === undefined) return;
    problems.push({
      message: `Item ${index + 1} names the tax "${unknown}", which is not among the document's taxes`,
      path: ['items', index, 'tax_ids'],
    });
  });
  return problems;
}

export function checkMoneyModel(document: MoneyModelFields, context: z.RefinementCtx): void {
  for (const { message, path } of moneyModelProblems(document))
    context.addIssue({ code: 'custom', message, path });
}

/**
 * A line that names no taxes pays every non-compound tax of the document: written out once here, so
 * what is stored and rendered says which taxes each line pays, and a tax added later to the document
 * is not silently charged on old lines.
 */
export function resolveLineTaxIds<T extends MoneyModelFields>(document: T): T {
  if (document.taxes.length === 0) return document;
  const defaults = document.taxes.filter((tax) => !tax.compound).map((tax) => tax.id);
  return {
    ...document,
    items: document.items.map((item) => ({ ...item, tax_ids: item.tax_ids ?? defaults })),
  };
}
