/** A plan offered on /plan (id, name, price, period, trialDays, features, popular). */
export type Plan = {
  id: 'pro' | 'lifetime';
  name: string;
  /** US dollars. */
  price: number;
  period: string;
  trialDays: number;
  features: readonly string[];
  popular: boolean;
  /** The promise under the price: how to leave, or the guarantee. */
  terms: string;
};

/** Pro's benefits (the 'Your Benefits' list holds 5 of them). */
export const PRO_BENEFITS = [
  'Unlimited quotes and invoices',
  'PDFs without watermark',
  'One-click quote-to-invoice conversion',
  'Saved business details and clients',
  'Two custom item fields',
] as const;

export const PLANS: readonly Plan[] = [
  {
    id: 'pro',
    name: 'Pro',
    price: 5,
    period: 'month',
    trialDays: 7,
    features: [...PRO_BENEFITS, 'Reuse of past documents', 'Email documents to clients', 'Email support'],
    popular: true,
    terms:
      '7-day free trial, card required. Cancel anytime; access lasts until the end of the billing period.',
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    price: 99,
    period: 'one-time',
    trialDays: 0,
    features: ['Everything in Pro', 'All future updates', 'Pay once, no subscription'],
    popular: false,
    terms: '30-day money-back guarantee.',
  },
];

/** Pro's terms for someone whose trial is used: billed from the first day, no trial promised. */
const PRO_TERMS_WITHOUT_TRIAL =
  'Billed monthly from today. Cancel anytime; access lasts until the end of the billing period.';

/** A plan's terms as this user gets them: the trial is promised only to someone still eligible for one. */
export function termsFor(plan: Plan, eligibleForTrial: boolean): string {
  return plan.trialDays > 0 && !eligibleForTrial ? PRO_TERMS_WITHOUT_TRIAL : plan.terms;
}
