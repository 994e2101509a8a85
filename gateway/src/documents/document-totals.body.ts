import { documentSchema, lineItemSchema, MAX_ITEMS, withMoneyModelRules } from '@paydraft/invoice-core';
import { z } from 'zod';

/**
 * The body of `POST /api/documents/totals`: a document as the builder holds it, validated as
 * `/api/pdf` validates one (the money model's rules included), except that the type may be left out
 * and the items may be none yet: the page asks for totals while the form is being filled in.
 */
export const documentTotalsBodySchema = withMoneyModelRules(
  documentSchema.extend({
    document_type: documentSchema.shape.document_type.default('invoice'),
    items: z
      .array(lineItemSchema, { error: 'Items must be a list' })
      .max(MAX_ITEMS, { error: `At most ${MAX_ITEMS} items`, abort: true })
      .default([]),
  }),
);

export type DocumentTotalsBody = z.output<typeof documentTotalsBodySchema>;
