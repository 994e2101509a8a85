import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons, type InvoiceCheckoutRequest } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { StripeGateway } from '../stripe/stripe-gateway';
import { platformFee, toMinorUnits } from './checkout-amounts';
import { ConnectService } from './connect.service';
import { connectUrls } from './connect-urls';

/** Metadata that ties a Checkout Session and its PaymentIntent (so its refunds) to the invoice. */
export const PAYDRAFT_METADATA = {
  ownerId: 'paydraft_owner_id',
  invoiceId: 'paydraft_invoice_id',
  invoiceNumber: 'paydraft_invoice_number',
} as const;

/**
 * Pay now: a Checkout Session on the owner's connected account (a direct charge: the money is the
 * owner's, Paydraft never holds it), made when the client clicks (sessions expire), for the balance.
 */
@Injectable()
export class InvoiceCheckoutService {
  private readonly urls: ReturnType<typeof connectUrls>;

  constructor(
    private readonly stripe: StripeGateway,
    private readonly connect: ConnectService,
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
  ) {
    this.urls = connectUrls(config.APP_BASE_URL);
  }

  async open(request: InvoiceCheckoutRequest): Promise<string> {
    const account = await this.connect.chargeableAccount(request.ownerId);
    const params = this.sessionParams(request);
    const session = await this.stripe.call('checkout.sessions.create', (s) =>
      s.checkout.sessions.create(params, { stripeAccount: account }),
    );
    if (!session.url)
      throw new ServiceException(ServiceErrorReasons.STRIPE_UNAVAILABLE, 'Checkout has no page.');
    return session.url;
  }

  private sessionParams(request: InvoiceCheckoutRequest): Stripe.Checkout.SessionCreateParams {
    const amount = toMinorUnits(request.amount, request.currency);
    if (!(amount > 0))
      throw new ServiceException(ServiceErrorReasons.NOTHING_DUE, 'Nothing is due on this invoice.');
    if (!/^\/[^/\\]/.test(request.returnPath))
      throw new ServiceException(ServiceErrorReasons.INVALID, 'The return path must be a path of this site.');
    const name = `Invoice ${request.invoiceNumber}`;
    const metadata = {
      [PAYDRAFT_METADATA.ownerId]: request.ownerId,
      [PAYDRAFT_METADATA.invoiceId]: request.invoiceId,
      [PAYDRAFT_METADATA.invoiceNumber]: request.invoiceNumber,
    };
    const fee = platformFee(amount, this.config.STRIPE_PLATFORM_FEE_PERCENT);
    return {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: amount,
            product_data: { name, ...(request.businessName && { description: request.businessName }) },
          },
        },
      ],
      payment_intent_data: {
        description: name,
        metadata,
        ...(fee !== undefined && { application_fee_amount: fee }),
      },
      metadata,
      ...(request.customerEmail && { customer_email: request.customerEmail }),
      success_url: this.urls.paymentSuccess(request.returnPath),
      cancel_url: this.urls.paymentCancelled(request.returnPath),
    };
  }
}
