import { serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';
import { SEND_TIMEOUT_MS } from '../delivery/mail-sender';

/** `SENDGRID_API_KEY=` in an env file means unset, not an empty key. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const mailerEnvSchema = serviceEnvSchema
  .extend({
    MAIL_SUPPORT_ADDRESS: z.email().default('support@paydraft.app'),
    MAIL_SALES_ADDRESS: z.email().default('sales@paydraft.app'),
    MAIL_INFO_ADDRESS: z.email().default('info@paydraft.app'),
    /** Origin of the product's pages: the links in mails (password reset, a document's public view) point there. */
    APP_BASE_URL: z.url().default('http://localhost:8080'),
    /** The sender of every mail; the provider refuses senders it has not verified. */
    MAIL_FROM_ADDRESS: z.email().default('no-reply@paydraft.app'),
    SENDGRID_API_KEY: z.preprocess(blankAsUnset, z.string().min(1).optional()),
    /** https://api.sendgrid.com in production; the local capture server in development and tests. */
    SENDGRID_BASE_URL: z.preprocess(blankAsUnset, z.url().optional()),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
    MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
    /** How long a claimed mail stays claimed: well beyond one send's time-out, so a live worker keeps it. */
    MAIL_LEASE_MS: z.coerce
      .number()
      .int()
      .min(2 * SEND_TIMEOUT_MS)
      .max(3_600_000)
      .default(60_000),
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  })
  .refine((env) => Boolean(env.SENDGRID_API_KEY) === Boolean(env.SENDGRID_BASE_URL), {
    message:
      'set SENDGRID_API_KEY and SENDGRID_BASE_URL together (both: mail is delivered; neither: it stays in the outbox)',
    path: ['SENDGRID_API_KEY'],
  });

export type MailerEnv = z.infer<typeof mailerEnvSchema>;

export type Mailboxes = { support: string; sales: string; info: string };

export const MAILBOXES = Symbol('MAILBOXES');

export function mailboxesFrom(config: MailerEnv): Mailboxes {
  return {
    support: config.MAIL_SUPPORT_ADDRESS,
    sales: config.MAIL_SALES_ADDRESS,
    info: config.MAIL_INFO_ADDRESS,
  };
}

/** How the delivery worker sends; `provider` is absent when no provider is configured. */
export type DeliverySettings = {
  provider?: { apiKey: string; baseUrl: string };
  from: string;
  maxAttempts: number;
  retry: { baseMs: number; maxMs: number };
  leaseMs: number;
  pollMs: number;
};

export const APP_BASE_URL = Symbol('APP_BASE_URL');

export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

export function deliverySettingsFrom(config: MailerEnv): DeliverySettings {
  const { SENDGRID_API_KEY: apiKey, SENDGRID_BASE_URL: baseUrl } = config;
  return {
    provider: apiKey && baseUrl ? { apiKey, baseUrl } : undefined,
    from: config.MAIL_FROM_ADDRESS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retry: { baseMs: config.MAIL_RETRY_BASE_MS, maxMs: config.MAIL_RETRY_MAX_MS },
    leaseMs: config.MAIL_LEASE_MS,
    pollMs: config.MAIL_POLL_MS,
  };
}
