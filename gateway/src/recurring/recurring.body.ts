import { create } from '@bufbuild/protobuf';
import { RecurringProfileFieldsSchema, type RecurringProfileFields } from '@paydraft/contracts';
import { RECURRING_FREQUENCIES } from '@paydraft/invoice-core';
import { z } from 'zod';
import { documentFieldsOf, savedDocumentBodySchema } from '../documents/saved-document.body';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateText = (name: string) =>
  z
    .string({ error: `${name} must be a date, YYYY-MM-DD` })
    .regex(DATE, { error: `${name} must be YYYY-MM-DD` });

const endSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('never') }),
    z.object({
      type: z.literal('after'),
      count: z
        .number({ error: 'end.count must be a whole number' })
        .int({ error: 'end.count must be a whole number' })
        .min(1, { error: 'end.count must be at least 1' })
        .max(1000, { error: 'end.count must be at most 1000' }),
    }),
    z.object({ type: z.literal('on'), date: dateText('end.date') }),
  ],
  { error: 'end.type must be never, after or on' },
);

/**
 * POST/PUT /api/recurring-invoices (docs/recurring-invoices.md): the invoice is the saved-document
 * payload with client_id; the documents service checks the dates, the zone and the rest again.
 */
export const recurringBodySchema = z.object({
  invoice: savedDocumentBodySchema('invoice'),
  frequency: z.enum(RECURRING_FREQUENCIES, {
    error: `frequency must be one of ${RECURRING_FREQUENCIES.join(', ')}`,
  }),
  start_date: dateText('start_date'),
  end: endSchema.default({ type: 'never' }),
  // Empty: the client's zone, else the owner's (preferences), else UTC.
  time_zone: z.string({ error: 'time_zone must be text' }).max(64).default(''),
  send_time: z
    .string({ error: 'send_time must be HH:MM' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'send_time must be HH:MM on a 24-hour clock' })
    .default('09:00'),
  auto_send: z.boolean({ error: 'auto_send must be true or false' }).default(false),
  due_days: z
    .number({ error: 'due_days must be a whole number' })
    .int({ error: 'due_days must be a whole number' })
    .min(0, { error: 'due_days must be between 0 and 365' })
    .max(365, { error: 'due_days must be between 0 and 365' })
    .default(14),
});

export type RecurringBody = z.output<typeof recurringBodySchema>;

/** The validated body in the contract's shape. */
export function recurringFieldsOf(body: RecurringBody): RecurringProfileFields {
  return create(RecurringProfileFieldsSchema, {
    invoice: documentFieldsOf(body.invoice),
    frequency: body.frequency,
    startDate: body.start_date,
    end: {
      type: body.end.type,
      count: body.end.type === 'after' ? body.end.count : 0,
      date: body.end.type === 'on' ? body.end.date : '',
    },
    timeZone: body.time_zone,
    sendTime: body.send_time,
    autoSend: body.auto_send,
    dueDays: body.due_days,
  });
}
