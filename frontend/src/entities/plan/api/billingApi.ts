import { api } from '../../../shared/api/baseApi';

/** One subscription as GET /api/stripe/subscription-status lists it (Stripe's own field names). */
export type SubscriptionSummary = {
  id: string;
  status: SubscriptionStatus;
  /** Unix seconds. */
  current_period_end: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: { price: { id: string; unit_amount: number | null; recurring: { interval: string } | null } }[];
};

export type SubscriptionStatus =
  'active' | 'canceled' | 'past_due' | 'trialing' | 'incomplete' | 'incomplete_expired' | 'unpaid' | 'none';

export type LifetimePurchase = { id: string; amount: number; currency: string; created: number };

export type SubscriptionStatusReply = {
  /** Billing's own verdict (its entitlement rules), so the page never disagrees with the gate. */
  plan: 'free' | 'pro' | 'lifetime';
  planLabel: 'Free' | 'Pro Monthly' | 'Lifetime' | 'Lifetime (Beta Tester)';
  hasSubscription: boolean;
  subscriptions: SubscriptionSummary[];
  hasLifetimePurchase: boolean;
  lifetimePurchases: LifetimePurchase[];
  isTester: boolean;
  /** Unix seconds: when a lapsed user's Pro subscription or trial ended; null otherwise (billing decides). */
  planEndedAt: number | null;
};

/** What the checkout and portal calls answer: the Stripe page to send the browser to. */
export type RedirectReply = { success: boolean; url?: string; error?: string };

const signedInCall = { auth: 'required' } as const;

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trialEligibility: build.query<{ eligibleForTrial: boolean }, void>({
      query: () => '/stripe/trial-eligibility',
      extraOptions: signedInCall,
    }),
    subscriptionStatus: build.query<SubscriptionStatusReply, void>({
      query: () => '/stripe/subscription-status',
      extraOptions: signedInCall,
      providesTags: ['Subscription'],
    }),
    createCheckoutSession: build.mutation<RedirectReply, void>({
      query: () => ({ url: '/stripe/create-checkout-session', method: 'POST' }),
      extraOptions: signedInCall,
    }),
    createLifetimeCheckoutSession: build.mutation<RedirectReply, void>({
      query: () => ({ url: '/stripe/create-lifetime-checkout-session', method: 'POST' }),
      extraOptions: signedInCall,
    }),
    /** 'Notify me' on the coming-soon card: a sales inquiry the team answers when team plans ship. */
    askForTeamPlans: build.mutation<{ success: boolean }, { email: string; name: string }>({
      query: ({ email, name }) => ({
        url: '/send-email',
        method: 'POST',
        body: { name, email, category: 'sales', message: 'Please tell me when team plans are available.' },
      }),
    }),
    createCustomerPortalSession: build.mutation<RedirectReply, void>({
      query: () => ({ url: '/stripe/create-customer-portal-session', method: 'POST' }),
      extraOptions: signedInCall,
    }),
  }),
});

export const {
  useTrialEligibilityQuery,
  useSubscriptionStatusQuery,
  useCreateCheckoutSessionMutation,
  useCreateLifetimeCheckoutSessionMutation,
  useCreateCustomerPortalSessionMutation,
  useAskForTeamPlansMutation,
} = billingApi;
