import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { StripeGateway } from '../stripe/stripe-gateway';
import { PLANS } from './plans';

export type PriceIds = { pro: string; lifetime: string };

/**
 * The Pro and Lifetime price ids: named by configuration, or found by lookup key and created when
 * missing (the idempotency key makes two instances starting together create one each at most once).
 * Resolved at start without holding it up, and again on first use if that attempt failed.
 */
@Injectable()
export class PriceCatalog implements OnApplicationBootstrap {
  private ids?: Promise<PriceIds>;

  constructor(
    private readonly stripe: StripeGateway,
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    if (!this.stripe.configured) return;
    this.priceIds().then(
      (ids) => this.logger.info(ids, 'Stripe prices ready'),
      () => this.logger.warn('Stripe prices not resolved at start; retried on first checkout'),
    );
  }

  priceIds(): Promise<PriceIds> {
    this.ids ??= this.resolve().catch((error: unknown) => {
      this.ids = undefined;
      throw error;
    });
    return this.ids;
  }

  private async resolve(): Promise<PriceIds> {
    const { STRIPE_PRO_PRICE_ID: pro, STRIPE_LIFETIME_PRICE_ID: lifetime } = this.config;
    if (pro && lifetime) return { pro, lifetime };
    const found = await this.stripe.call('prices.list', (s) =>
      s.prices.list({ lookup_keys: [PLANS.pro.lookupKey, PLANS.lifetime.lookupKey], active: true }),
    );
    const byKey = (key: string) => found.data.find((price) => price.lookup_key === key)?.id;
    return {
      pro: pro ?? byKey(PLANS.pro.lookupKey) ?? (await this.create(proPrice())),
      lifetime: lifetime ?? byKey(PLANS.lifetime.lookupKey) ?? (await this.create(lifetimePrice())),
    };
  }

  private async create(params: Stripe.PriceCreateParams): Promise<string> {
    const price = await this.stripe.call('prices.create', (s) =>
      s.prices.create(params, { idempotencyKey: `paydraft-price-${params.lookup_key}` }),
    );
    return price.id;
  }
}

const proPrice = (): Stripe.PriceCreateParams => ({
  currency: PLANS.pro.currency,
  unit_amount: PLANS.pro.unitAmount,
  recurring: { interval: PLANS.pro.interval },
  lookup_key: PLANS.pro.lookupKey,
  product_data: { name: PLANS.pro.productName },
});

const lifetimePrice = (): Stripe.PriceCreateParams => ({
  currency: PLANS.lifetime.currency,
  unit_amount: PLANS.lifetime.unitAmount,
  lookup_key: PLANS.lifetime.lookupKey,
  product_data: { name: PLANS.lifetime.productName },
});
