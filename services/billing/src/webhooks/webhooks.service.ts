import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { APP_LOGGER, ServiceException } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { StripeGateway } from '../stripe/stripe-gateway';
import { StripeEventHandler } from './stripe-event.handler';
import { StripeEventLog } from './stripe-event-log';

/** Stripe's webhook deliveries: verified on the exact bytes received, handled once per event id. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly log: StripeEventLog,
    private readonly handler: StripeEventHandler,
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async receive(payload: Uint8Array, signature: string): Promise<{ eventId: string; duplicate: boolean }> {
    const event = verifiedEvent(
      this.stripe.sdk(),
      { payload, signature },
      this.config.STRIPE_WEBHOOK_SECRET,
      this.logger,
    );
    return this.log.once(event, () => this.handler.handle(event));
  }
}

/** Stripe's own check: HMAC-SHA256 of `timestamp.body` with the endpoint's secret, timestamp within 5 minutes. */
export function verifiedEvent(
  stripe: Stripe,
  delivery: { payload: Uint8Array; signature: string },
  secret: string | undefined,
  logger: Logger,
): Stripe.Event {
  try {
    return stripe.webhooks.constructEvent(Buffer.from(delivery.payload), delivery.signature, secret ?? '');
  } catch (error) {
    logger.warn({ err: error }, 'Stripe webhook refused: signature does not verify');
    throw new ServiceException(ServiceErrorReasons.INVALID_SIGNATURE, 'Webhook signature does not verify.');
  }
}
