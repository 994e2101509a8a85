import { Schema } from 'mongoose';
import { MONEY_WRITE_CONCERN } from '../mongo/write-concern';

export const EVENT_OUTBOX_MODEL = 'EventOutbox';

/** An event stored with the request that raised it, until JetStream has acknowledged it. */
export type OutboxRecord = {
  /** The event id, which is also the stream's de-duplication id. */
  _id: string;
  subject: string;
  /** The encoded payload, as the stream carries it. */
  data: Uint8Array;
  createdAt: Date;
};

/**
 * One row per event not yet acknowledged by JetStream, keyed (unique) by the event id. Written with
 * the write concern of money and decisions: the event of a decision answered as taken must outlive a
 * failover as the decision does.
 */
export const eventOutboxSchema = new Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    data: { type: Buffer, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'event_outbox', versionKey: false, writeConcern: { ...MONEY_WRITE_CONCERN } },
);

// The relay reads the oldest leftovers first.
eventOutboxSchema.index({ createdAt: 1 });
