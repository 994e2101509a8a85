import { partyJsonOf } from '@paydraft/document-render';
import type { Document, Party, PaymentDetails, TaxLine } from '@paydraft/contracts';
import { partySchema } from '@paydraft/invoice-core';
import { z } from 'zod';

const amount = z.string().describe('Decimal text in the document currency');
export const taxLineAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.string(),
  category: z.string(),
  base: amount,
  amount,
});

/** What moneyModelAnswer returns (the API reference's schema of it). */
export const moneyModelAnswerSchema = z.object({
  taxes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rate: z.string(),
      category: z.string(),
      compound: z.boolean(),
    }),
  ),
  prices_include_tax: z.boolean(),
  seller: partySchema('Seller').nullable(),
  buyer: partySchema('Buyer').nullable(),
  payment: z
    .object({
      iban: z.string(),
      bic: z.string(),
      account_name: z.string(),
      reference: z.string(),
      instructions: z.string(),
    })
    .nullable(),
  buyer_reference: z.string(),
  delivery_date: z.string(),
  subtotal: amount,
  discount_amount: amount,
  tax_breakdown: z.array(taxLineAnswerSchema),
  tax_amount: amount,
  rounding: amount,
  total: amount,
});

/** A seller or buyer snapshot in the API's names; null on a document saved without one. */
export const partyAnswer = (party: Party | undefined) => (party ? partyJsonOf(party) : null);

export const paymentAnswer = (payment: PaymentDetails | undefined) =>
  payment
    ? {
        iban: payment.iban,
        bic: payment.bic,
        account_name: payment.accountName,
        reference: payment.reference,
        instructions: payment.instructions,
      }
    : null;

export const taxBreakdownAnswer = (
  lines: readonly Omit<TaxLine, '$typeName'>[],
): z.output<typeof taxLineAnswerSchema>[] =>
  lines.map(({ id, name, rate, category, base, amount }) => ({ id, name, rate, category, base, amount }));

/**
 * A saved document's money model and totals in the API's names (docs/money-model-api.md); `total` is the
 * spec's total_amount, which stays beside it.
 */
export const moneyModelAnswer = (
  document: Document | undefined,
): z.output<typeof moneyModelAnswerSchema> => ({
  taxes: (document?.taxes ?? []).map(({ id, name, rate, category, compound }) => ({
    id,
    name,
    rate,
    category,
    compound,
  })),
  prices_include_tax: document?.pricesIncludeTax ?? false,
  seller: partyAnswer(document?.seller),
  buyer: partyAnswer(document?.buyer),
  payment: paymentAnswer(document?.payment),
  buyer_reference: document?.buyerReference ?? '',
  delivery_date: document?.deliveryDate ?? '',
  subtotal: document?.subtotal || '0',
  discount_amount: document?.discountAmount || '0',
  tax_breakdown: taxBreakdownAnswer(document?.taxBreakdown ?? []),
  tax_amount: document?.taxAmount || '0',
  rounding: document?.rounding || '0',
  total: document?.totalAmount || '0',
});
