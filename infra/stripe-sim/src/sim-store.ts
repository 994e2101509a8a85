import { randomBytes } from 'node:crypto';
import type {
  Account,
  AccountLink,
  CheckoutSession,
  Charge,
  Price,
  StripeObject,
  Subscription,
} from './sim-types';
import type { WebhookOutbox } from './webhook-outbox';

/** Everything the simulator knows, and its clock (Stripe's seconds; tests move it forward). */
export class SimStore {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, Price>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, StripeObject>();
  /** How each paid invoice was paid: its PaymentIntent (Stripe's invoice_payment objects). */
  readonly invoicePayments = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  /** Connect: the connected accounts, their onboarding links, and which account each object is on. */
  readonly accounts = new Map<string, Account>();
  readonly accountLinks = new Map<string, AccountLink>();
  private readonly accountOfObject = new Map<string, string>();
  /** Per checkout session: the price, trial days and the metadata for what it creates. */
  readonly checkoutTerms = new Map<
    string,
    {
      priceId: string;
      trialDays: number;
      subscriptionMetadata: Record<string, string>;
      paymentMetadata: Record<string, string>;
      /** Connect: the platform's fee of a payment on a connected account (minor units). */
      applicationFeeAmount?: number;
    }
  >();
  /** The card saved for each customer at checkout: what renewals are charged to. */
  readonly cards = new Map<string, string>();
  /** Past-due subscriptions: when Stripe's retries run out and the subscription is canceled. */
  readonly retryUntil = new Map<string, number>();
  private offsetSeconds = 0;

  constructor(
    readonly outbox: WebhookOutbox,
    /** Where browsers reach the hosted pages (checkout, portal). */
    readonly publicUrl: string,
  ) {}

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  moveClock(seconds: number) {
    this.offsetSeconds += seconds;
  }

  id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  }

  /** An event about an object on a connected account carries its `account` (and goes to the Connect endpoint). */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) {
    return this.outbox.emit(type, object, this.now(), previousAttributes, this.accountOf(object.id));
  }

  /** The connected account an object lives on (made with its Stripe-Account header); undefined: the platform's. */
  accountOf(id: string): string | undefined {
    return this.accounts.has(id) ? id : this.accountOfObject.get(id);
  }

  placeOn(account: string | undefined, ...ids: string[]) {
    if (account) ids.forEach((id) => this.accountOfObject.set(id, account));
  }

  /** Any object by id, for the API's retrieve calls. */
  find(id: string): StripeObject | undefined {
    const maps = [
      this.customers,
      this.products,
      this.prices,
      this.sessions,
      this.subscriptions,
      this.invoices,
      this.invoicePayments,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.accounts,
    ] as Map<string, StripeObject>[];
    for (const map of maps) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }
}

/** One calendar month on, as Stripe bills monthly plans. */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export const DAY_SECONDS = 86_400;
