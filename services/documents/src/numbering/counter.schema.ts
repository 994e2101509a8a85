import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const COUNTER_MODEL = 'NumberCounter';

/**
 * The next auto number of one owner and type (`_id` is `<ownerId>:<type>`), taken with one atomic
 * $inc so racing saves never share a number (the store has no transactions).
 */
export const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    next: { type: Number, required: true },
  },
  // A number lost in a failover would be given twice (docs/operations/mongodb.md).
  { collection: 'number_counters', writeConcern: MONEY_WRITE_CONCERN },
);

export type NumberCounter = InferSchemaType<typeof counterSchema> & { _id: string };
