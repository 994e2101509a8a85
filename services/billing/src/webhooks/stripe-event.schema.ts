import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const STRIPE_EVENT_MODEL = 'StripeEvent';

/**
 * A Stripe event billing has taken (`_id` is Stripe's event id): `claimed` while a delivery handles
 * it, `done` once handled. A second delivery of a done event is acknowledged without effect.
 */
export const stripeEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    state: { type: String, enum: ['claimed', 'done'], required: true },
    claimedAt: { type: Date, required: true },
  },
  // A lost claim would apply a payment event twice (docs/operations/mongodb.md).
  { collection: 'stripe_events', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

export type StripeEventRecord = InferSchemaType<typeof stripeEventSchema> & { _id: string };
