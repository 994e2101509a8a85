import { Schema, type InferSchemaType } from 'mongoose';

export const RECURRING_PROFILE_MODEL = 'RecurringProfile';

const endSchema = new Schema(
  { type: { type: String, required: true }, count: Number, date: String },
  { _id: false },
);

/**
 * An owner's recurring profile (docs/recurring-invoices.md). `template` is the invoice's fields as
 * protobuf JSON (DocumentFields), copied into each invoice made. `nextSequence` is the next occurrence
 * (1-based, skipped ones included), `made` how many invoices were made: 'after N' counts those.
 * `nextRunAt` is when it falls due and `leaseUntil` keeps a claimed run from being claimed again.
 */
export const recurringProfileSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    template: { type: Schema.Types.Mixed, required: true },
    clientId: { type: String, required: true },
    frequency: { type: String, required: true },
    startDate: { type: String, required: true },
    end: { type: endSchema, required: true },
    timeZone: { type: String, required: true },
    sendTime: { type: String, required: true },
    autoSend: { type: Boolean, default: false },
    dueDays: { type: Number, required: true },
    // active, paused or ended.
    status: { type: String, required: true },
    nextSequence: { type: Number, required: true },
    made: { type: Number, default: 0 },
    nextDate: { type: String, default: '' },
    nextRunAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: null },
    skipped: { type: [Number], default: [] },
    invoicesCreated: { type: [String], default: [] },
  },
  { collection: 'recurring_profiles', timestamps: true },
);

// The owner's list, newest first.
recurringProfileSchema.index({ ownerId: 1, createdAt: -1 });
// The scheduler's claim: active profiles by when they fall due.
recurringProfileSchema.index({ status: 1, nextRunAt: 1 });

export type StoredRecurringProfile = InferSchemaType<typeof recurringProfileSchema> & {
  _id: { toString(): string };
  createdAt: Date;
  updatedAt: Date;
};
