import { Inject, Injectable } from '@nestjs/common';
import { CheckoutProduct, Plan, ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type Stripe from 'stripe';
import { PLANS } from '../catalog/plans';
import { PriceCatalog } from '../catalog/price-catalog';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { CustomersService } from '../customers/customers.service';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { StripeGateway } from '../stripe/stripe-gateway';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CHECKOUT_NUMBER_KEY, OpenCheckouts } from './open-checkouts';
import { returnUrls } from './return-urls';

/**
 * Checkout sessions for Pro and Lifetime (one open at a time per user), the billing portal, and who
 * may have a trial.
 */
@Injectable()
export class CheckoutService {
  private readonly urls: ReturnType<typeof returnUrls>;

  constructor(
    private readonly stripe: StripeGateway,
    private readonly prices: PriceCatalog,
    private readonly customers: CustomersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly entitlements: EntitlementsService,
    private readonly openCheckouts: OpenCheckouts,
    @Inject(BILLING_CONFIG) config: BillingEnv,
  ) {
    this.urls = returnUrls(config.APP_BASE_URL);
  }

  /** One trial per user, ever: none after any subscription that had one. */
  async isTrialEligible(userId: string): Promise<boolean> {
    const [customer, subscriptions] = await Promise.all([
      this.customers.find(userId),
      this.subscriptions.ofUser(userId),
    ]);
    return !customer?.trialUsed && !subscriptions.some((subscription) => subscription.trialEnd > 0);
  }

  /** `callerPlan` is the gateway's view; Lifetime from it means a tester, who needs nothing. */
  async createCheckout(userId: string, product: CheckoutProduct, callerPlan: Plan): Promise<string> {
    if (product !== CheckoutProduct.PRO && product !== CheckoutProduct.LIFETIME) {
      throw new ServiceException(ServiceErrorReasons.INVALID, 'Choose Pro or Lifetime.');
    }
    const { plan } = await this.entitlements.of(userId);
    const has = callerPlan === Plan.LIFETIME ? Plan.LIFETIME : plan;
    if (has === Plan.LIFETIME || (has === Plan.PRO && product === CheckoutProduct.PRO)) {
      throw new ServiceException(ServiceErrorReasons.ALREADY_SUBSCRIBED, 'You already have this plan.');
    }
    const [customer, prices] = await Promise.all([this.customers.ensure(userId), this.prices.priceIds()]);
    const checkout = { [CHECKOUT_NUMBER_KEY]: String(await this.customers.nextCheckoutNumber(userId)) };
    const common = {
      customer,
      client_reference_id: userId,
      success_url: this.urls.success,
      cancel_url: this.urls.cancel,
    };
    const params: Stripe.Checkout.SessionCreateParams =
      product === CheckoutProduct.PRO
        ? {
            ...common,
            mode: 'subscription',
            line_items: [{ price: prices.pro, quantity: 1 }],
            // Card required even during the trial.
            payment_method_collection: 'always',
            subscription_data: {
              metadata: { userId },
              ...((await this.isTrialEligible(userId)) && { trial_period_days: PLANS.pro.trialDays }),
            },
            metadata: { userId, plan: 'pro', ...checkout },
          }
        : {
            ...common,
            mode: 'payment',
            line_items: [{ price: prices.lifetime, quantity: 1 }],
            payment_intent_data: { metadata: { userId, plan: 'lifetime' } },
            metadata: { userId, plan: 'lifetime', ...checkout },
          };
    const session = await this.stripe.call('checkout.sessions.create', (s) =>
      s.checkout.sessions.create(params),
    );
    if (!session.url)
      throw new ServiceException(ServiceErrorReasons.STRIPE_UNAVAILABLE, 'Checkout has no page.');
    await this.openCheckouts.expireOlder(customer, session);
    return session.url;
  }

  /** Stripe's portal manages subscriptions: Pro only (Lifetime and testers have nothing to manage there). */
  async createPortal(userId: string, callerPlan: Plan): Promise<string> {
    const { plan } = await this.entitlements.of(userId);
    if (plan === Plan.LIFETIME || callerPlan === Plan.LIFETIME) {
      throw new ServiceException(ServiceErrorReasons.NO_PORTAL, 'Lifetime plans have no billing portal.');
    }
    const customer = await this.customers.find(userId);
    if (plan !== Plan.PRO || !customer) {
      throw new ServiceException(ServiceErrorReasons.NO_PLAN, 'Subscribe to Pro to manage billing.');
    }
    const session = await this.stripe.call('billingPortal.sessions.create', (s) =>
      s.billingPortal.sessions.create({ customer: customer.customerId, return_url: this.urls.portalReturn }),
    );
    return session.url;
  }
}
