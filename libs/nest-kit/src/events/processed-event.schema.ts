import { Schema } from 'mongoose';

export const PROCESSED_EVENT_MODEL = 'ProcessedEvent';

export enum ProcessedEventState {
  CLAIMED = 'claimed',
  DONE = 'done',
}

export type ProcessedEventRecord = {
  _id: string;
  subject: string;
  state: ProcessedEventState;
  claimedAt: Date;
  processedAt?: Date;
};

/**
 * One row per event a service took on, keyed (unique) by the event id. A row
 * written by anything but the consumer's claim (an operator, a test) marks the
 * event done, hence the default.
 */
export const processedEventSchema = new Schema<ProcessedEventRecord>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    state: {
      type: String,
      enum: Object.values(ProcessedEventState),
      required: true,
      default: ProcessedEventState.DONE,
    },
    claimedAt: { type: Date, required: true, default: () => new Date() },
    processedAt: { type: Date },
  },
  { collection: 'processed_events', versionKey: false },
);

// The store has no TTL indexes (FerretDB): the consumer purges by this field periodically.
processedEventSchema.index({ claimedAt: 1 });
