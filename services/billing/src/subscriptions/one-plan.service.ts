import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { LifetimePurchasesService } from '../lifetime/lifetime-purchases.service';
import { StripeGateway } from '../stripe/stripe-gateway';
import { planCorrections } from './one-plan-rules';
import { idOf, TERMINAL_STATUSES } from './subscription-from-stripe';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Applies the one-plan rule at Stripe after each webhook that changed a user's subscriptions or
 * Lifetime purchases. Stripe's answers come back as webhooks, which re-read what changed.
 */
@Injectable()
export class OnePlanService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly purchases: LifetimePurchasesService,
    private readonly stripe: StripeGateway,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async enforce(userId: string): Promise<void> {
    const [subscriptions, purchases] = await Promise.all([
      this.subscriptions.ofUser(userId),
      this.purchases.ofUser(userId),
    ]);
    const { cancelAndRefund, endAtPeriodEnd } = planCorrections(subscriptions, purchases);
    for (const id of cancelAndRefund) await this.cancelAndRefund(id, userId);
    for (const id of endAtPeriodEnd) await this.endAtPeriodEnd(id, userId);
  }

  /**
   * Refunds before cancelling: a delivery that dies between the two finds the subscription still
   * running next time and does both again, and the refund's idempotency key keeps it to one refund.
   */
  private async cancelAndRefund(subscriptionId: string, userId: string) {
    this.logger.warn({ userId, subscriptionId }, 'Second subscription: cancelled at once and refunded');
    for (const paymentIntent of await this.paymentsOf(subscriptionId)) {
      await this.refund(paymentIntent, { userId, subscriptionId });
    }
    const current = await this.subscriptions.refresh(subscriptionId, userId);
    if (TERMINAL_STATUSES.includes(current.status)) return;
    await this.stripe.call('subscriptions.cancel', (s) =>
      s.subscriptions.cancel(subscriptionId, { prorate: false }),
    );
    await this.subscriptions.refresh(subscriptionId, userId);
  }

  /** A full refund, once per payment however often it is asked for; one already refunded is done. */
  async refund(paymentIntent: string, reference: { userId: string; subscriptionId: string }) {
    await this.stripe.unless(
      'refunds.create',
      (error) => error.code === 'charge_already_refunded',
      (s) =>
        s.refunds.create(
          { payment_intent: paymentIntent, reason: 'duplicate', metadata: reference },
          { idempotencyKey: `paydraft-second-subscription-refund-${paymentIntent}` },
        ),
    );
  }

  /** The PaymentIntents that paid the subscription's invoices (its first month; a trial's $0 invoice has none). */
  private async paymentsOf(subscriptionId: string): Promise<string[]> {
    const invoices = await this.stripe.call('invoices.list', (s) =>
      s.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 }),
    );
    const intents: string[] = [];
    for (const invoice of invoices.data) {
      const payments = await this.stripe.call('invoicePayments.list', (s) =>
        s.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 100 }),
      );
      intents.push(...payments.data.map((p) => idOf(p.payment.payment_intent)).filter(Boolean));
    }
    return intents;
  }

  private async endAtPeriodEnd(subscriptionId: string, userId: string) {
    this.logger.info({ userId, subscriptionId }, 'Lifetime bought: Pro ends at period end');
    await this.stripe.call('subscriptions.update', (s) =>
      s.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    await this.subscriptions.refresh(subscriptionId, userId);
  }
}
