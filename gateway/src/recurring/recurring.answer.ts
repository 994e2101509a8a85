import { create } from '@bufbuild/protobuf';
import {
  DocumentFieldsSchema,
  DocumentSchema,
  type DocumentFields,
  type RecurringProfile,
  type RecurringProfileFields,
} from '@paydraft/contracts';
import { calculateTotals } from '@paydraft/invoice-core';
import { z } from 'zod';
import { documentAnswer, documentAnswerSchema } from '../documents/document.answer';
import { dataAnswerSchema } from '../openapi/api-answer';

/** The template's total as an invoice of it would have it (invoice-core's rules). */
function templateTotal(fields: DocumentFields): string {
  const hasTaxes = fields.taxes.length > 0;
  return calculateTotals({
    items: fields.items.map((item) => ({
      qty: item.qty,
      price: item.price,
      discount_percentage: item.discountPercentage || '0',
      tax_ids: hasTaxes ? item.taxIds : undefined,
    })),
    discountPercentage: fields.discountPercentage || '0',
    taxRate: fields.taxRate || '0',
    taxes: fields.taxes,
    pricesIncludeTax: fields.pricesIncludeTax,
    currency: fields.currency,
  }).total;
}

const templateAnswerSchema = documentAnswerSchema
  .pick({
    client_id: true,
    po_number: true,
    payment_terms: true,
    currency: true,
    tax_rate: true,
    discount_percentage: true,
    sender_info: true,
    receiver_info: true,
    items: true,
    custom_columns: true,
    notes: true,
    taxes: true,
    prices_include_tax: true,
    seller: true,
    buyer: true,
    payment: true,
    buyer_reference: true,
    delivery_date: true,
    total_amount: true,
  })
  .extend({ language: z.string().describe("'' when the profile names none: the client's at run time") });

const endAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('after'), count: z.number().int() }),
  z.object({ type: z.literal('on'), date: z.string() }),
]);

/** A recurring profile in the API's names: what recurringAnswer returns, and the reference's schema. */
export const recurringAnswerSchema = z
  .object({
    id: z.string(),
    invoice: templateAnswerSchema,
    frequency: z.string(),
    start_date: z.string(),
    end: endAnswerSchema,
    time_zone: z.string(),
    send_time: z.string(),
    auto_send: z.boolean(),
    due_days: z.number().int(),
    status: z.string().describe('active, paused or ended'),
    next_date: z.string().nullable().describe('null once ended'),
    next_run_at: z.string().nullable().describe('null once ended'),
    invoices_created: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RecurringProfile' });
type RecurringAnswer = z.output<typeof recurringAnswerSchema>;

export const recurringDataAnswerSchema = dataAnswerSchema(recurringAnswerSchema);
export const recurringListAnswerSchema = dataAnswerSchema(
  z.object({ profiles: z.array(recurringAnswerSchema) }),
);

/**
 * The profile's invoice: the saved-document payload as sent, with its total_amount. Every stored profile
 * has one (the body requires it); a message without it reads as the empty template.
 */
function templateAnswer(fields = create(DocumentFieldsSchema)): RecurringAnswer['invoice'] {
  // The fields DocumentFields shares with Document: the saved-document answer's names for them.
  const { $typeName: _fieldsType, ...shared } = fields;
  const document = documentAnswer(create(DocumentSchema, { ...shared, totalAmount: templateTotal(fields) }));
  return {
    client_id: document.client_id,
    po_number: document.po_number,
    payment_terms: document.payment_terms,
    currency: document.currency,
    tax_rate: document.tax_rate,
    discount_percentage: document.discount_percentage,
    sender_info: document.sender_info,
    receiver_info: document.receiver_info,
    items: document.items,
    custom_columns: document.custom_columns,
    notes: document.notes,
    taxes: document.taxes,
    prices_include_tax: document.prices_include_tax,
    seller: document.seller,
    buyer: document.buyer,
    payment: document.payment,
    buyer_reference: document.buyer_reference,
    delivery_date: document.delivery_date,
    total_amount: document.total_amount,
    // '' when the profile names none: each invoice then takes its client's language at run time.
    language: fields.language,
  };
}

const endAnswer = (fields: RecurringProfileFields | undefined): RecurringAnswer['end'] => {
  const rule = fields?.end;
  if (rule?.type === 'after') return { type: 'after', count: rule.count };
  if (rule?.type === 'on') return { type: 'on', date: rule.date };
  return { type: 'never' };
};

/** A recurring profile in the API's names (docs/recurring-invoices.md). */
export const recurringAnswer = (profile: RecurringProfile | undefined): RecurringAnswer => ({
  id: profile?.id ?? '',
  invoice: templateAnswer(profile?.fields?.invoice),
  frequency: profile?.fields?.frequency ?? '',
  start_date: profile?.fields?.startDate ?? '',
  end: endAnswer(profile?.fields),
  time_zone: profile?.fields?.timeZone ?? '',
  send_time: profile?.fields?.sendTime ?? '',
  auto_send: profile?.fields?.autoSend ?? false,
  due_days: profile?.fields?.dueDays ?? 0,
  status: profile?.status ?? '',
  next_date: profile?.nextDate || null,
  next_run_at: profile?.nextRunAt || null,
  invoices_created: [...(profile?.invoicesCreated ?? [])],
  created_at: profile?.createdAt ?? '',
  updated_at: profile?.updatedAt ?? '',
});
