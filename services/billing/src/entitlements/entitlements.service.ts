import { Injectable } from '@nestjs/common';
import { BillingEvents } from '@paydraft/contracts';
import { EventPublisher } from '@paydraft/nest-kit';
import { LifetimePurchasesService } from '../lifetime/lifetime-purchases.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { entitlementOf, type Entitlement } from './entitlement-rules';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A user's entitlement from what billing stores, and the event that tells when it changed. */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly purchases: LifetimePurchasesService,
    private readonly events: EventPublisher,
  ) {}

  async of(userId: string): Promise<Entitlement> {
    const [subscriptions, purchases] = await Promise.all([
      this.subscriptions.ofUser(userId),
      this.purchases.ofUser(userId),
    ]);
    return entitlementOf({ subscriptions, purchases }, nowSeconds());
  }

  /**
   * Runs a change to the user's billing records and publishes billing.entitlement.changed when it
   * changed the plan. The event id follows from the Stripe event's, so a redelivery that runs the
   * change again (after a crash) publishes no second event: JetStream drops the duplicate id.
   */
  async tracking(userId: string, stripeEventId: string, change: () => Promise<unknown>): Promise<void> {
    const before = await this.of(userId);
    await change();
    const after = await this.of(userId);
    if (after.plan === before.plan) return;
    await this.events.publish(
      BillingEvents.entitlementChanged,
      { userId, plan: after.plan, stripeEventId },
      `${stripeEventId}:${userId}`,
    );
  }
}
