import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const RECURRING_RUN_MODEL = 'RecurringRun';

/**
 * Invoice n of a profile, decided before it is written: `_id` is `<profileId>:<n>` (a unique key
 * FerretDB has, unlike a partial index on documents), and it fixes the invoice's id and number first,
 * so a redelivery or a second instance finds the same invoice instead of making another.
 */
export const recurringRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    profileId: { type: String, required: true },
    sequence: { type: Number, required: true },
    documentId: { type: String, required: true },
    // Taken from the owner's numbering once, then reused (empty until taken).
    number: { type: String, default: '' },
  },
  // Holds an invoice's number (docs/operations/mongodb.md: money and decisions are written to a majority).
  { collection: 'recurring_runs', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

recurringRunSchema.index({ ownerId: 1 });

export const recurringRunKey = (profileId: string, sequence: number) => `${profileId}:${sequence}`;

export type StoredRecurringRun = InferSchemaType<typeof recurringRunSchema> & { _id: string };
