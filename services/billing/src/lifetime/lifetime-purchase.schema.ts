import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const LIFETIME_PURCHASE_MODEL = 'LifetimePurchase';

/**
 * A Lifetime purchase, keyed by the PaymentIntent that paid it (`_id`), so the checkout and a refund
 * land on one record whichever webhook comes first. A refunded purchase gives no access.
 */
export const lifetimePurchaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    amount: { type: Number, default: 0 },
    currency: { type: String, default: 'usd' },
    /** Stripe's seconds since the epoch; 0 until the checkout's event arrives. */
    created: { type: Number, default: 0 },
    paid: { type: Boolean, default: false },
    refunded: { type: Boolean, default: false },
  },
  // A payment (docs/operations/mongodb.md: money and decisions are written to a majority).
  { collection: 'lifetime_purchases', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

lifetimePurchaseSchema.index({ userId: 1 });

export type LifetimePurchase = InferSchemaType<typeof lifetimePurchaseSchema> & { _id: string };
