import { Injectable } from '@nestjs/common';
import { mongo, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/duplicate-key';
import { InjectModel } from '../mongo/mongo.module';
import { EVENT_OUTBOX_MODEL, type OutboxRecord } from './event-outbox.schema';

/** The events a service stored but JetStream has not acknowledged yet. */
export type EventOutbox = {
  /** Stores the event; an id already stored is the same event (the id names it), so that resolves too. */
  add(record: OutboxRecord): Promise<void>;
  remove(eventId: string): Promise<void>;
  /** At most `limit` records created before `cutoff`, oldest first. */
  leftovers(cutoff: Date, limit: number): Promise<OutboxRecord[]>;
};

/** The outbox in the service's own database (`event_outbox`); no transaction needed. */
@Injectable()
export class MongoEventOutbox implements EventOutbox {
  constructor(@InjectModel(EVENT_OUTBOX_MODEL) private readonly records: Model<OutboxRecord>) {}

  async add(record: OutboxRecord): Promise<void> {
    try {
      // Mongoose casts a Buffer to binary, not a plain Uint8Array (what protobuf encodes to).
      await this.records.create({ ...record, data: Buffer.from(record.data) });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async remove(eventId: string): Promise<void> {
    await this.records.deleteOne({ _id: eventId });
  }

  async leftovers(cutoff: Date, limit: number): Promise<OutboxRecord[]> {
    const found = await this.records
      .find({ createdAt: { $lt: cutoff } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<StoredOutboxRecord[]>();
    return found.map((record) => ({ ...record, data: bytesOf(record.data) }));
  }
}

/** A lean read hands binary fields over as BSON Binary, not as the bytes written. */
type StoredOutboxRecord = Omit<OutboxRecord, 'data'> & { data: Uint8Array | mongo.Binary };

function bytesOf(data: Uint8Array | mongo.Binary): Uint8Array {
  return data instanceof mongo.Binary ? data.buffer : data;
}
