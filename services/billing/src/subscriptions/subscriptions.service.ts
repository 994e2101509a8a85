import { Injectable } from '@nestjs/common';
import { InjectModel, isDuplicateKeyError } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type Stripe from 'stripe';
import { StripeGateway } from '../stripe/stripe-gateway';
import { SUBSCRIPTION_MODEL, type StoredSubscription } from './subscription.schema';
import { subscriptionFromStripe, TERMINAL_STATUSES } from './subscription-from-stripe';

/** The user's Pro subscriptions, kept as Stripe says they are now. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectModel(SUBSCRIPTION_MODEL) private readonly subscriptions: Model<StoredSubscription>,
    private readonly stripe: StripeGateway,
  ) {}

  ofUser(userId: string) {
    return this.subscriptions.find({ userId }).sort({ created: -1 }).lean<StoredSubscription[]>();
  }

  /**
   * Events can arrive in any order and carry the object as it was when they were sent, so billing
   * reads the subscription from Stripe again and stores that. A stored canceled subscription stays
   * canceled even if a slower reader writes an older view after it (Stripe never revives one).
   */
  async refresh(subscriptionId: string, userId: string): Promise<StoredSubscription> {
    const current = await this.stripe.call('subscriptions.retrieve', (s) =>
      s.subscriptions.retrieve(subscriptionId),
    );
    return this.store(current, userId);
  }

  private async store(subscription: Stripe.Subscription, userId: string): Promise<StoredSubscription> {
    const fields = subscriptionFromStripe(subscription, userId);
    try {
      await this.subscriptions.updateOne(
        { _id: fields._id, status: { $nin: TERMINAL_STATUSES } },
        { $set: fields },
        { upsert: true },
      );
    } catch (error) {
      // The filter missed because the stored one is terminal, and the upsert hit its id: keep it.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await this.subscriptions.findById(fields._id).lean<StoredSubscription>())!;
  }
}
