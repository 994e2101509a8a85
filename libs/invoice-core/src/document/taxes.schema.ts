import { z } from 'zod';
import { amountField } from './amount-field';
import { textField } from './text-field';
import { DEFAULT_VAT_CATEGORY, isRatedCategory, VAT_CATEGORIES, VAT_CATEGORY_NAMES } from './vat-category';

export const MAX_TAXES = 5;
export const MAX_LINE_TAXES = 3;

const TAX_ID_MESSAGE = 'Tax id must be 1 to 40 letters, digits, - or _';

export const taxIdField = z
  .string({ error: TAX_ID_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: TAX_ID_MESSAGE });

/** One tax a document charges (a VAT rate, a GST, a QST): the lines name it by id. */
export const taxSchema = z
  .object(
    {
      id: taxIdField,
      name: textField('Tax name', 40),
      rate: amountField({ label: 'Tax rate', max: 100, unit: '%' }),
      category: z
        .enum(VAT_CATEGORIES, { error: `Tax category must be one of ${VAT_CATEGORIES.join(', ')}` })
        .default(DEFAULT_VAT_CATEGORY),
      compound: z.boolean({ error: 'compound must be true or false' }).default(false),
    },
    { error: 'A tax must be an object' },
  )
  .refine((tax) => isRatedCategory(tax.category) || Number(tax.rate) === 0, {
    error: (issue) => {
      const category = (issue.input as { category: keyof typeof VAT_CATEGORY_NAMES }).category;
      return `A tax of category ${category} (${VAT_CATEGORY_NAMES[category]}) must have a rate of 0%`;
    },
  });

export const taxesField = z
  .array(taxSchema, { error: 'Taxes must be a list' })
  .max(MAX_TAXES, { error: `A document may have at most ${MAX_TAXES} taxes` })
  .refine((taxes) => new Set(taxes.map((tax) => tax.id)).size === taxes.length, {
    error: 'Each tax must have its own id',
  })
  .default([]);

export const lineTaxIdsField = z
  .array(taxIdField, { error: 'tax_ids must be a list of tax ids' })
  .max(MAX_LINE_TAXES, { error: `An item may have at most ${MAX_LINE_TAXES} taxes` })
  .optional();

export type TaxDefinition = z.output<typeof taxSchema>;
