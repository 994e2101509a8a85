import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const CUSTOMER_MODEL = 'Customer';

/**
 * The Stripe customer of a user (`_id` is the user id), created on the first checkout, and whether
 * the user has had the Pro trial (one per user, ever).
 */
export const customerSchema = new Schema(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    trialUsed: { type: Boolean, default: false },
    /** Checkouts opened so far: numbers each one, and the highest-numbered open one is the one kept. */
    checkouts: { type: Number, default: 0 },
  },
  // The one trial per user (docs/operations/mongodb.md: money and decisions are written to a majority).
  { collection: 'customers', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

customerSchema.index({ customerId: 1 }, { unique: true });

export type Customer = InferSchemaType<typeof customerSchema> & { _id: string };
