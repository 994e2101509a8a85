import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { StripeGateway } from '../stripe/stripe-gateway';

/** Where a checkout session carries its number among the user's checkouts. */
export const CHECKOUT_NUMBER_KEY = 'paydraftCheckout';

const numberOf = (session: Stripe.Checkout.Session) => Number(session.metadata?.[CHECKOUT_NUMBER_KEY] ?? 0);

/**
 * One open checkout per customer, so two tabs (or two clicks) can never both be paid: opening one
 * expires every open one with a lower number. Of openers racing, none expires the highest-numbered
 * session, and the last to list sees and expires every other one, so exactly one stays payable.
 */
@Injectable()
export class OpenCheckouts {
  constructor(private readonly stripe: StripeGateway) {}

  async expireOlder(customer: string, opened: Stripe.Checkout.Session): Promise<void> {
    const open = await this.stripe.call('checkout.sessions.list', (s) =>
      s.checkout.sessions.list({ customer, status: 'open', limit: 100 }),
    );
    const newest = Math.max(numberOf(opened), ...open.data.map(numberOf));
    for (const session of open.data.filter((s) => numberOf(s) < newest)) {
      // Stripe refuses to expire a session that completed or expired meanwhile: nothing left to end.
      await this.stripe.unless(
        'checkout.sessions.expire',
        () => true,
        (s) => s.checkout.sessions.expire(session.id),
      );
    }
  }
}
