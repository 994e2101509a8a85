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
    const event = this.verified(payload, signature);
    const claim = await this.log.claim(event.id, event.type);
    if (claim === 'done') return { eventId: event.id, duplicate: true };
    if (claim === 'in-progress') {
      throw new ServiceException(ServiceErrorReasons.EVENT_IN_PROGRESS, 'This event is being handled.');
    }
    try {
      await this.handler.handle(event);
    } catch (error) {
      await this.log.release(event.id);
      throw error;
    }
    await this.log.done(event.id);
    return { eventId: event.id, duplicate: false };
  }

  /** Stripe's own check: HMAC-SHA256 of `timestamp.body`, timestamp within 5 minutes. */
  private verified(payload: Uint8Array, signature: string): Stripe.Event {
    const stripe = this.stripe.sdk();
    try {
      return stripe.webhooks.constructEvent(
        Buffer.from(payload),
        signature,
        this.config.STRIPE_WEBHOOK_SECRET ?? '',
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Stripe webhook refused: signature does not verify');
      throw new ServiceException(ServiceErrorReasons.INVALID_SIGNATURE, 'Webhook signature does not verify.');
    }
  }
}
