import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const SUBSCRIPTION_MODEL = 'Subscription';

/**
 * A Pro subscription as Stripe last described it (`_id` is Stripe's id). Times are Stripe's seconds
 * since the epoch; `trialEnd` is 0 without a trial.
 */
export const subscriptionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    customerId: { type: String, required: true },
    status: { type: String, required: true },
    currentPeriodEnd: { type: Number, required: true },
    trialEnd: { type: Number, default: 0 },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    priceId: { type: String, required: true },
    unitAmount: { type: Number, default: 0 },
    interval: { type: String, default: '' },
    created: { type: Number, required: true },
  },
  // What the user pays for (docs/operations/mongodb.md: money and decisions are written to a majority).
  { collection: 'subscriptions', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

subscriptionSchema.index({ userId: 1 });

export type StoredSubscription = InferSchemaType<typeof subscriptionSchema> & { _id: string };
