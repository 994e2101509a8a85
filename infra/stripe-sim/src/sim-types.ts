/** The Stripe objects the simulator keeps, in Stripe's own shape (what the SDK receives). */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

export type Price = StripeObject & {
  unit_amount: number;
  currency: string;
  lookup_key: string | null;
  recurring: { interval: string; interval_count: number } | null;
  product: string;
};

export type Subscription = StripeObject & {
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  items: { object: 'list'; data: SubscriptionItem[] };
};

export type SubscriptionItem = StripeObject & {
  price: Price;
  current_period_start: number;
  current_period_end: number;
};

export type CheckoutSession = StripeObject & {
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  subscription: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
};

export type Charge = StripeObject & {
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  customer: string | null;
  payment_intent: string;
};

/** A connected account (Connect): it takes charges once its onboarding is completed. */
export type Account = StripeObject & {
  type: string;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};

/** An onboarding link of an account: used once, within its few minutes. */
export type AccountLink = StripeObject & {
  account: string;
  url: string;
  expires_at: number;
  refresh_url: string;
  return_url: string;
  used: boolean;
};
