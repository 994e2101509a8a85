import { devClockEnv, logEnv, natsEnv } from '@paydraft/nest-kit';
import { z } from 'zod';

const gatewayEnvFields = z.object({
  ...natsEnv,
  ...logEnv,
  /** on: GET /api/dev/clock and POST /api/dev/clock/advance answer (npm start and tests; never production). */
  ...devClockEnv,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The built frontend, served on the same origin as the API. */
  FRONTEND_DIST: z.string().default('dist/frontend'),
  /** How long /api/health waits for each service before calling it down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** Free PDFs (POST /api/pdf without a Pro or Lifetime caller) per client IP per window: generous, as a whole office may share one IP. */
  PDF_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  PDF_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Builder previews (POST /api/pdf/preview) per client network per window, whoever calls: counted apart
   * from PDF_RATE_LIMIT. The page sends at most one per 800 ms of typing, so a person typing for the
   * whole window stays under 600 per 10 minutes; several people behind one address share it.
   */
  PDF_PREVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  PDF_PREVIEW_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Public calls of shared documents per client network per window: viewed, accept and reject by share
   * token whoever calls (a bearer token lifts nothing), the document and its PDF without sign-in. A page
   * view takes a few; guessing takes many.
   */
  SHARED_DOCUMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  SHARED_DOCUMENT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * How many proxies in front of the gateway to trust for the client IP (X-Forwarded-For, counted from
   * the right). 0 trusts none: the header is ignored, since any client can write it.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-in, sign-up, forgot-password and availability checks per client network, per route and window. */
  AUTH_NETWORK_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Mails asked for (reset links, email-change confirmations) per address per window. */
  AUTH_ADDRESS_MAIL_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Gateways with the same scope on one NATS count every rate limit together (JetStream KV bucket
   * paydraft_limits); another scope counts apart, for example staging next to production on one NATS.
   */
  RATE_LIMIT_SCOPE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only (it is a token of the KV key)')
    .default('paydraft'),
  /** How long one read or write of the shared counters may take before the limit's failure policy applies. */
  RATE_LIMIT_STORE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /**
   * reCAPTCHA v3 secret of the signup bot check. Unset turns the check off (everything passes and the
   * page renders no widget), which is what local runs and most tests want.
   */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** The public key the page's reCAPTCHA v3 script is loaded with; goes with RECAPTCHA_SECRET. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** Google's siteverify; tests point it at a local fake, since Google is out of reach there. */
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  /** Lowest reCAPTCHA v3 score (0 bot … 1 person) that passes. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** How long to wait for siteverify; past it the check fails closed. */
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /**
   * The Google Analytics id the frontend was built with (Vite reads the same variable at build time).
   * Set here too, it lets the pages' Content-Security-Policy load Google Analytics; unset, it does not.
   */
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'a GA4 measurement id, G-XXXXXXX')
    .optional(),
  /**
   * Operators' credential for the detail of /api/health (every service's version, latency, instances),
   * sent as the X-Ops-Token header; without it the answer is up or down only. Unset: nobody gets the
   * detail. npm start generates one (.data/ops-token) and reads its status table with it.
   */
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Origin of the product's pages: Google's redirect URI and the pages its sign-in ends on are under it. */
  APP_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  /**
   * How long the gateway keeps a user's plan from billing. A change made by a Stripe webhook drops it
   * at once (billing.entitlement.changed); this only bounds how long a missed drop could last. 0: ask every time.
   */
  ENTITLEMENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** OpenID Connect issuer of Google sign-in; tests (and a local run) point it at a local provider. */
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  /** Unset turns Google sign-in off: its routes answer auth.google_sign_in_off. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Needed with a client id (the code grant authenticates with it); also keys the state cookie. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
});

export const gatewayEnvSchema = gatewayEnvFields
  .refine((env) => !env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET, {
    message: 'must be set when GOOGLE_CLIENT_ID is',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .refine((env) => !env.RECAPTCHA_SECRET || env.RECAPTCHA_SITE_KEY, {
    message: 'must be set when RECAPTCHA_SECRET is (the page cannot get a token without it)',
    path: ['RECAPTCHA_SITE_KEY'],
  });

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
