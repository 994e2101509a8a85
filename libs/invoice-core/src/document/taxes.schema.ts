import { z } from 'zod';
import { amountField } from './amount-field';
import { textField } from './text-field';
import {
  MAX_LINE_TAXES,
  MAX_TAXES,
  TAX_ID_MESSAGE,
  TAX_ID_PATTERN,
  TAX_NAME,
  TAX_RATE_BOUNDS,
  zeroRateMessage,
} from '../rules/tax-rules';
import { DEFAULT_VAT_CATEGORY, isRatedCategory, VAT_CATEGORIES, type VatCategory } from './vat-category';

export const taxIdField = z
  .string({ error: TAX_ID_MESSAGE })
  .regex(TAX_ID_PATTERN, { error: TAX_ID_MESSAGE });

/** One tax a document charges (a VAT rate, a GST, a QST): the lines name it by id. */
export const taxSchema = z
  .object(
    {
      id: taxIdField,
      name: textField(TAX_NAME.field, TAX_NAME.max),
      rate: amountField(TAX_RATE_BOUNDS),
      category: z
        .enum(VAT_CATEGORIES, { error: `Tax category must be one of ${VAT_CATEGORIES.join(', ')}` })
        .default(DEFAULT_VAT_CATEGORY),
      compound: z.boolean({ error: 'compound must be true or false' }).default(false),
    },
    { error: 'A tax must be an object' },
  )
  .refine((tax) => isRatedCategory(tax.category) || Number(tax.rate) === 0, {
    error: (issue) => zeroRateMessage((issue.input as { category: VatCategory }).category),
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
