import { Inject, Injectable } from '@nestjs/common';
import { BillingRpc, DocumentsRpc } from '@paydraft/contracts';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';

export type PayNowOffer = { amount: string; currency: string } | null;

/** A decimal string above 0 (balances are never negative, and never written with an exponent). */
const isAboveZero = (amount: string) => /^\d+(\.\d+)?$/.test(amount) && /[1-9]/.test(amount);

/**
 * Pay now on a shared invoice: what the public view offers (the balance, when its owner's Stripe account
 * takes card payments), and the Checkout Session made on that account when the client clicks.
 */
@Injectable()
export class PayNow {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** The offer for an invoice with this balance; null when nothing is due, or billing cannot say (never a 5xx of the view). */
  async offer(ownerId: string, balanceDue: string, currency: string): Promise<PayNowOffer> {
    if (!ownerId || !isAboveZero(balanceDue)) return null;
    try {
      const owner = await this.rpc.request(BillingRpc.connectedOwner, { ownerId }, { retries: 0 });
      return owner.chargesEnabled ? { amount: balanceDue, currency } : null;
    } catch (error) {
      this.logger.warn({ err: error }, 'pay now: billing did not answer; the view offers none');
      return null;
    }
  }

  /** A new Checkout Session for the invoice's current balance (documents says what is due, by the token). */
  async checkoutUrl(token: string): Promise<string> {
    const payable = await this.rpc.request(DocumentsRpc.payable, { token });
    const { url } = await this.rpc.request(BillingRpc.invoiceCheckout, {
      ownerId: payable.ownerId,
      invoiceId: payable.invoiceId,
      invoiceNumber: payable.invoiceNumber,
      amount: payable.balanceDue,
      currency: payable.currency,
      businessName: payable.businessName,
      returnPath: `/view/invoice/${encodeURIComponent(token)}`,
      customerEmail: payable.buyerEmail,
    });
    return url;
  }
}
