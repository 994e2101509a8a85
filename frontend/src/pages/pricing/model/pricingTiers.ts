import { PATHS } from '../../../shared/paths';
import { PLANS, type Plan } from '../../../entities/plan';

/** One card on /pricing: the free builder, or a paid plan as /plan sells it. */
export type PricingTier = {
  id: 'free' | Plan['id'];
  name: string;
  price: number;
  priceNote: string;
  features: readonly string[];
  terms: string;
  popular: boolean;
  action: { label: string; to: string };
};

const FREE: PricingTier = {
  id: 'free',
  name: 'Free',
  price: 0,
  priceNote: 'no account needed',
  features: [
    '3 PDFs a day',
    'Invoices and quotes',
    'About 150 currencies',
    'Your logo, discount and tax',
    'Small Paydraft footer on the PDF',
  ],
  terms: 'Nothing is saved: the document stays in your browser.',
  popular: false,
  action: { label: 'Create an Invoice (Free)', to: PATHS.product },
};

const fromPlan = (plan: Plan): PricingTier => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  priceNote: plan.period === 'month' ? 'per month' : 'one-time',
  features: plan.features,
  terms: plan.terms,
  popular: plan.popular,
  action: {
    label: plan.trialDays > 0 ? `Start ${plan.trialDays}-day Free Trial` : `Get ${plan.name}`,
    to: PATHS.plan,
  },
});

/** Free, then the plans billing sells (the same constants /plan shows, so the prices never disagree). */
export const PRICING_TIERS: readonly PricingTier[] = [FREE, ...PLANS.map(fromPlan)];
