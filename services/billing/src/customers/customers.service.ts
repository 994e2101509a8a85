import { Injectable } from '@nestjs/common';
import { InjectModel, isDuplicateKeyError } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { StripeGateway } from '../stripe/stripe-gateway';
import { CUSTOMER_MODEL, type Customer } from './customer.schema';

/** One Stripe customer per user, and the user behind a customer id. */
@Injectable()
export class CustomersService {
  constructor(
    @InjectModel(CUSTOMER_MODEL) private readonly customers: Model<Customer>,
    private readonly stripe: StripeGateway,
  ) {}

  find(userId: string) {
    return this.customers.findById(userId).lean<Customer>();
  }

  async userOf(customerId: string): Promise<string | undefined> {
    return (await this.customers.findOne({ customerId }).lean<Customer>())?._id;
  }

  /**
   * The user's customer id for a checkout, created in Stripe on first use. One Stripe no longer knows
   * (deleted in the dashboard, or a fresh local simulator over a kept database) is replaced.
   */
  async ensure(userId: string): Promise<string> {
    const existing = await this.find(userId);
    if (existing && (await this.existsInStripe(existing.customerId))) return existing.customerId;
    // The idempotency key makes racing first checkouts create one customer (a replacement gets its own key).
    const key = `paydraft-customer-${userId}${existing ? `-after-${existing.customerId}` : ''}`;
    const customer = await this.stripe.call('customers.create', (s) =>
      s.customers.create({ metadata: { userId } }, { idempotencyKey: key }),
    );
    if (existing) {
      await this.customers.updateOne({ _id: userId }, { $set: { customerId: customer.id } });
      return customer.id;
    }
    try {
      await this.customers.create({ _id: userId, customerId: customer.id });
    } catch (error) {
      // A concurrent first checkout stored it first (the same customer, thanks to the idempotency key).
      if (!isDuplicateKeyError(error)) throw error;
    }
    return customer.id;
  }

  /** The next number of the user's checkouts, atomically (racing openers get different numbers). */
  async nextCheckoutNumber(userId: string): Promise<number> {
    const customer = await this.customers
      .findOneAndUpdate({ _id: userId }, { $inc: { checkouts: 1 } }, { returnDocument: 'after' })
      .lean<Customer>();
    if (!customer) throw new Error(`no customer stored for ${userId}`);
    return customer.checkouts;
  }

  async markTrialUsed(userId: string) {
    await this.customers.updateOne({ _id: userId }, { $set: { trialUsed: true } });
  }

  private async existsInStripe(customerId: string): Promise<boolean> {
    const customer = await this.stripe.find('customers.retrieve', (s) => s.customers.retrieve(customerId));
    return customer !== undefined && !customer.deleted;
  }
}
