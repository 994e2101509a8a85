import { create, fromJson, toJson, type JsonValue } from '@bufbuild/protobuf';
import { DocumentFieldsSchema, RecurringProfileSchema, type DocumentFields } from '@paydraft/contracts';
import type { StoredRecurringProfile } from './recurring-profile.schema';

/** The template as stored: protobuf JSON keeps every field of the invoice, the money model's too. */
export const storedTemplate = (template: DocumentFields) => toJson(DocumentFieldsSchema, template);
export const templateOf = (profile: Pick<StoredRecurringProfile, 'template'>): DocumentFields =>
  fromJson(DocumentFieldsSchema, profile.template as JsonValue);

/** A stored profile in the contract's shape. */
export function recurringView(profile: StoredRecurringProfile) {
  return create(RecurringProfileSchema, {
    id: profile._id.toString(),
    fields: {
      invoice: templateOf(profile),
      frequency: profile.frequency,
      startDate: profile.startDate,
      end: { type: profile.end.type, count: profile.end.count ?? 0, date: profile.end.date ?? '' },
      timeZone: profile.timeZone,
      sendTime: profile.sendTime,
      autoSend: profile.autoSend,
      dueDays: profile.dueDays,
    },
    status: profile.status,
    nextDate: profile.nextDate,
    nextRunAt: profile.nextRunAt ? profile.nextRunAt.toISOString() : '',
    invoicesCreated: [...profile.invoicesCreated],
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  });
}
