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
  { collection: 'stripe_events', timestamps: true },
);

export type StripeEventRecord = InferSchemaType<typeof stripeEventSchema> & { _id: string };
