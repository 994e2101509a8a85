import { Inject, Injectable } from '@nestjs/common';
import { DocumentsRpc } from '@paydraft/contracts';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { idOf } from '../subscriptions/subscription-from-stripe';
import { fromMinorUnits } from './checkout-amounts';
import { ConnectedAccounts } from './connected-accounts';
import { PAYDRAFT_METADATA } from './invoice-checkout.service';

/** A Connect event: Stripe's event with the connected account it happened on. */
export type ConnectEvent = Stripe.Event & { account?: string };

/**
 * What a connected account's event changes: a paid Checkout Session records a card payment on its
 * invoice, a refund a negative adjustment, both in the documents service, which answers before this
 * does (a failure there makes Stripe deliver the event again). The invoice is named by the metadata
 * billing put on the session, never by anything a page sends.
 */
@Injectable()
export class ConnectEventHandler {
  constructor(
    private readonly rpc: RpcClient,
    private readonly accounts: ConnectedAccounts,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async handle(event: ConnectEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event, event.data.object);
      case 'charge.refunded':
        return this.chargeRefunded(event, event.data.object);
      case 'account.updated':
        this.logger.info(
          {
            stripeEvent: event.id,
            account: event.account,
            chargesEnabled: event.data.object.charges_enabled,
          },
          'connected account updated',
        );
        return;
      default:
        this.logger.debug({ stripeEvent: event.id, type: event.type }, 'Connect event not used');
    }
  }

  private async checkoutCompleted(event: ConnectEvent, session: Stripe.Checkout.Session) {
    const ownerId = await this.ownerOf(event, session.metadata);
    const invoiceId = session.metadata?.[PAYDRAFT_METADATA.invoiceId];
    if (!ownerId || !invoiceId || session.payment_status !== 'paid') return;
    const current = await this.accounts.current(ownerId);
    const needsReview = current !== event.account;
    if (needsReview) {
      this.logger.warn(
        { stripeEvent: event.id, ownerId, account: event.account },
        'card payment into a former account',
      );
    }
    const currency = session.currency ?? '';
    await this.rpc.request(DocumentsRpc.recordCardPayment, {
      ownerId,
      invoiceId,
      amount: fromMinorUnits(session.amount_total ?? 0, currency),
      currency: currency.toUpperCase(),
      checkoutSessionId: session.id,
      paymentIntentId: idOf(session.payment_intent),
      payerEmail: session.customer_details?.email ?? session.customer_email ?? '',
      needsReview,
      stripeEventId: event.id,
    });
  }

  private async chargeRefunded(event: ConnectEvent, charge: Stripe.Charge) {
    const ownerId = await this.ownerOf(event, charge.metadata);
    if (!ownerId || !charge.payment_intent) return;
    await this.rpc.request(DocumentsRpc.recordCardRefund, {
      ownerId,
      paymentIntentId: idOf(charge.payment_intent),
      amountRefunded: fromMinorUnits(charge.amount_refunded, charge.currency),
      currency: charge.currency.toUpperCase(),
      stripeEventId: event.id,
    });
  }

  /**
   * The owner the metadata names, when the event's account is or was theirs. Anyone's Standard account
   * can put any metadata on its own sessions: one never connected to that owner changes nothing.
   */
  private async ownerOf(event: ConnectEvent, metadata: Stripe.Metadata | null): Promise<string | undefined> {
    const ownerId = metadata?.[PAYDRAFT_METADATA.ownerId];
    if (!ownerId) {
      this.logger.debug({ stripeEvent: event.id }, 'Connect event of no Paydraft invoice: ignored');
      return undefined;
    }
    if (!event.account || !(await this.accounts.wasOwners(ownerId, event.account))) {
      this.logger.warn(
        { stripeEvent: event.id, ownerId, account: event.account },
        "Connect event from an account that was never the owner's: ignored",
      );
      return undefined;
    }
    return ownerId;
  }
}
