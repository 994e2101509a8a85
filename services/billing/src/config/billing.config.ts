import { devClockEnv, serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

export const billingEnvSchema = serviceEnvSchema
  .extend({
    /**
     * Stripe secret key. Unset turns payments off: checkout, portal and webhooks answer
     * billing.stripe_not_configured, and every user's plan is Free (testers stay Lifetime).
     */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Signing secret of the webhook endpoint (`whsec_...`); required with a key. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Where the SDK sends its requests instead of api.stripe.com: the local simulator
     * (infra/stripe-sim) or stripe-mock. Unset in production.
     */
    STRIPE_API_URL: httpUrl.optional(),
    /** Use these prices instead of finding (or creating) them by lookup key at start. */
    STRIPE_PRO_PRICE_ID: z.string().startsWith('price_').optional(),
    STRIPE_LIFETIME_PRICE_ID: z.string().startsWith('price_').optional(),
    /** Origin of the product's pages: Checkout returns to it, and the portal links back to it. */
    APP_BASE_URL: httpUrl.default('http://localhost:8080'),
    /**
     * Signing secret of the Connect webhook endpoint (<APP_BASE_URL>/api/stripe/connect/webhook), which
     * receives the connected accounts' events. Unset turns card payments into owners' accounts (Stripe
     * Connect) off: a payment could not be recorded.
     */
    STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Paydraft's fee on each pay-now payment, in percent of the amount (0 to 99.99, two decimals at
     * most); 0 sends no application fee at all.
     */
    STRIPE_PLATFORM_FEE_PERCENT: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage from 0 to 99.99, e.g. 2.5')
      .default('0'),
    /** on: billing.dev-clock-advance moves the Stripe simulator's clock (at STRIPE_API_URL) with the scheduler's. */
    ...devClockEnv,
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    message: 'must be set when STRIPE_SECRET_KEY is (webhooks could not be verified)',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type BillingEnv = z.infer<typeof billingEnvSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
