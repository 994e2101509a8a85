import { Injectable } from '@nestjs/common';
import { InjectModel, isDuplicateKeyError } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { CONNECTED_ACCOUNT_MODEL, type ConnectedAccount } from './connected-account.schema';

/** Which Stripe account takes each owner's card payments now, and which ones did before. */
@Injectable()
export class ConnectedAccounts {
  constructor(@InjectModel(CONNECTED_ACCOUNT_MODEL) private readonly accounts: Model<ConnectedAccount>) {}

  /** The owner's current account id, or undefined. */
  async current(ownerId: string): Promise<string | undefined> {
    const record = await this.accounts
      .findOne({ ownerId, disconnectedAt: null })
      .sort({ connectedAt: -1 })
      .lean<ConnectedAccount>();
    return record?.accountId;
  }

  /** How many accounts the owner has had: numbers the next one (its Stripe idempotency key). */
  countOf(ownerId: string): Promise<number> {
    return this.accounts.countDocuments({ ownerId });
  }

  /** Whether the account is or was the owner's. */
  async wasOwners(ownerId: string, accountId: string): Promise<boolean> {
    return (await this.accounts.countDocuments({ _id: `${ownerId}:${accountId}` })) > 0;
  }

  /** Stores the owner's new account; one stored meanwhile by a racing ask (the same account) is kept. */
  async connect(ownerId: string, accountId: string): Promise<void> {
    try {
      await this.accounts.create({
        _id: `${ownerId}:${accountId}`,
        ownerId,
        accountId,
        connectedAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async disconnect(ownerId: string): Promise<void> {
    await this.accounts.updateMany(
      { ownerId, disconnectedAt: null },
      { $set: { disconnectedAt: new Date() } },
    );
  }

  /** A deleted user: nothing of theirs stays. */
  async forget(ownerId: string): Promise<void> {
    await this.accounts.deleteMany({ ownerId });
  }
}
