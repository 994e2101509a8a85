import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type UserDeleted } from '@paydraft/contracts';
import { APP_LOGGER, InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { ConnectedAccounts } from '../connect/connected-accounts';
import { CUSTOMER_MODEL, type Customer } from '../customers/customer.schema';
import { LIFETIME_PURCHASE_MODEL, type LifetimePurchase } from '../lifetime/lifetime-purchase.schema';
import { StripeGateway } from '../stripe/stripe-gateway';
import { SUBSCRIPTION_MODEL, type StoredSubscription } from '../subscriptions/subscription.schema';
import { TERMINAL_STATUSES } from '../subscriptions/subscription-from-stripe';

/**
 * A deleted account: its live subscriptions end at period end at Stripe (the period is paid; nothing
 * renews), then billing forgets the user. Stripe is asked first, so a Stripe failure leaves the
 * records for the redelivery to try again. A redelivery finds nothing left. Once the customer record
 * is gone, later webhooks about the subscription name no user and change nothing.
 */
@Controller()
export class UserDeletedController {
  constructor(
    @InjectModel(SUBSCRIPTION_MODEL) private readonly subscriptions: Model<StoredSubscription>,
    @InjectModel(CUSTOMER_MODEL) private readonly customers: Model<Customer>,
    @InjectModel(LIFETIME_PURCHASE_MODEL) private readonly purchases: Model<LifetimePurchase>,
    private readonly stripe: StripeGateway,
    private readonly connectedAccounts: ConnectedAccounts,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  @EventPattern(AuthEvents.userDeleted.subject)
  async onUserDeleted(@Payload() event: UserDeleted) {
    const userId = event.userId;
    if (!userId) return;
    const live = await this.subscriptions
      .find({ userId, status: { $nin: TERMINAL_STATUSES }, cancelAtPeriodEnd: { $ne: true } })
      .lean<StoredSubscription[]>();
    for (const subscription of live) await this.endAtPeriodEnd(subscription._id, userId);
    await this.subscriptions.deleteMany({ userId });
    await this.purchases.deleteMany({ userId });
    await this.customers.deleteOne({ _id: userId });
    // The owner's Standard accounts stay theirs at Stripe; Paydraft forgets their ids.
    await this.connectedAccounts.forget(userId);
  }

  /** Stripe refusing because the subscription is gone or canceled already is the state asked for. */
  private async endAtPeriodEnd(subscriptionId: string, userId: string) {
    this.logger.info({ userId, subscriptionId }, 'account deleted: Pro ends at period end');
    await this.stripe.unless(
      'subscriptions.update',
      (error) => error.code === 'resource_missing' || /cancel/i.test(error.message),
      (s) => s.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
  }
}
