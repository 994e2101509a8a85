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
  { collection: 'number_counters' },
);

export type NumberCounter = InferSchemaType<typeof counterSchema> & { _id: string };
