import { Schema } from 'mongoose';

export const PROCESSED_EVENT_MODEL = 'ProcessedEvent';

/** One row per event a service handled; the unique id makes a repeat a no-op. */
export const processedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    processedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'processed_events', versionKey: false },
);
