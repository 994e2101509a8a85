import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { StripeGateway } from '../stripe/stripe-gateway';
import { StripeEventLog } from '../webhooks/stripe-event-log';
import { verifiedEvent } from '../webhooks/webhooks.service';
import { ConnectEventHandler, type ConnectEvent } from './connect-event.handler';

/**
 * The Connect endpoint's deliveries (the connected accounts' events): verified with its own secret on
 * the exact bytes, handled once per event id in the same log as the platform's events.
 */
@Injectable()
export class ConnectWebhooksService {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly log: StripeEventLog,
    private readonly handler: ConnectEventHandler,
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  receive(payload: Uint8Array, signature: string): Promise<{ eventId: string; duplicate: boolean }> {
    const secret = this.config.STRIPE_CONNECT_WEBHOOK_SECRET;
    const event: ConnectEvent = verifiedEvent(this.stripe.sdk(), { payload, signature }, secret, this.logger);
    return this.log.once(event, () => this.handler.handle(event));
  }
}
