import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { CustomersService } from '../customers/customers.service';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { LifetimePurchasesService } from '../lifetime/lifetime-purchases.service';
import { OnePlanService } from '../subscriptions/one-plan.service';
import { idOf } from '../subscriptions/subscription-from-stripe';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/**
 * What each Stripe event changes. Subscriptions are read again from Stripe (events come in any
 * order, with the object as it was); Lifetime purchases are keyed so either order lands the same.
 * Every change is tracked, so a changed plan is announced, and followed by the one-plan rule (a
 * second subscription is ended and refunded, a Lifetime purchase ends Pro at period end).
 */
@Injectable()
export class StripeEventHandler {
  constructor(
    private readonly customers: CustomersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly purchases: LifetimePurchasesService,
    private readonly entitlements: EntitlementsService,
    private readonly onePlan: OnePlanService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async handle(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event.id, event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event.id, event.data.object.id, idOf(event.data.object.customer));
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.invoiceSettled(event.id, event.data.object);
      case 'charge.refunded':
        return this.chargeRefunded(event.id, event.data.object);
      default:
        this.logger.debug({ stripeEvent: event.id, type: event.type }, 'Stripe event not used');
    }
  }

  private async checkoutCompleted(eventId: string, session: Stripe.Checkout.Session) {
    const userId = await this.userOf(idOf(session.customer), session.client_reference_id);
    if (!userId) return;
    if (session.mode === 'subscription' && session.subscription) {
      return this.syncSubscription(eventId, idOf(session.subscription), userId);
    }
    if (session.mode === 'payment' && session.payment_status === 'paid' && session.payment_intent) {
      await this.entitlements.tracking(userId, eventId, async () => {
        await this.purchases.recordPaid({
          paymentIntentId: idOf(session.payment_intent),
          userId,
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
          created: session.created,
        });
        await this.onePlan.enforce(userId);
      });
    }
  }

  private async subscriptionChanged(eventId: string, subscriptionId: string, customerId: string) {
    const userId = await this.userOf(customerId);
    if (userId) await this.syncSubscription(eventId, subscriptionId, userId);
  }

  /** Paid moves a past-due subscription back to active; failed moves it to past_due: both re-read it. */
  private async invoiceSettled(eventId: string, invoice: Stripe.Invoice) {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    const userId = await this.userOf(idOf(invoice.customer));
    if (subscriptionId && userId) await this.syncSubscription(eventId, subscriptionId, userId);
  }

  /** Only a full refund ends Lifetime access (a partial one is a goodwill credit). */
  private async chargeRefunded(eventId: string, charge: Stripe.Charge) {
    const userId = await this.userOf(idOf(charge.customer), charge.metadata?.userId);
    if (!userId || !charge.refunded || !charge.payment_intent) return;
    await this.entitlements.tracking(userId, eventId, () =>
      this.purchases.recordRefunded(idOf(charge.payment_intent), userId),
    );
  }

  private async syncSubscription(eventId: string, subscriptionId: string, userId: string) {
    await this.entitlements.tracking(userId, eventId, async () => {
      const stored = await this.subscriptions.refresh(subscriptionId, userId);
      if (stored.trialEnd > 0) await this.customers.markTrialUsed(userId);
      await this.onePlan.enforce(userId);
    });
  }

  /** The user behind a Stripe customer billing created; a customer made elsewhere is not Paydraft's. */
  private async userOf(customerId: string, fallback?: string | null): Promise<string | undefined> {
    const userId = (customerId && (await this.customers.userOf(customerId))) || fallback || undefined;
    if (!userId) this.logger.warn({ customerId }, 'Stripe event for a customer of no Paydraft user: ignored');
    return userId;
  }
}
