import { MONEY_WRITE_CONCERN } from '@paydraft/nest-kit';
import { Schema, type InferSchemaType } from 'mongoose';

export const CONNECTED_ACCOUNT_MODEL = 'ConnectedAccount';

/**
 * An owner's Stripe account (Connect, a Standard account): only its id, never its details, which are
 * asked of Stripe. `_id` is `<ownerId>:<accountId>`. The current one has no `disconnectedAt`; earlier
 * ones are kept so a late payment into a former account is still known as this owner's (needs_review).
 */
export const connectedAccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    accountId: { type: String, required: true },
    connectedAt: { type: Date, required: true },
    disconnectedAt: { type: Date, default: null },
  },
  // Where card payments land (docs/operations/mongodb.md: money and decisions are written to a majority).
  { collection: 'connected_accounts', timestamps: true, writeConcern: MONEY_WRITE_CONCERN },
);

connectedAccountSchema.index({ ownerId: 1, disconnectedAt: 1 });

export type ConnectedAccount = InferSchemaType<typeof connectedAccountSchema> & { _id: string };
