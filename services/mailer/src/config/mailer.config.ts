import { serviceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';

export const mailerEnvSchema = serviceEnvSchema.extend({
  MAIL_SUPPORT_ADDRESS: z.email().default('support@paydraft.app'),
  MAIL_SALES_ADDRESS: z.email().default('sales@paydraft.app'),
  MAIL_INFO_ADDRESS: z.email().default('info@paydraft.app'),
});

export type MailerEnv = z.infer<typeof mailerEnvSchema>;

export type Mailboxes = { support: string; sales: string; info: string };

export const MAILBOXES = Symbol('MAILBOXES');

export function mailboxesFrom(config: MailerEnv): Mailboxes {
  return { support: config.MAIL_SUPPORT_ADDRESS, sales: config.MAIL_SALES_ADDRESS, info: config.MAIL_INFO_ADDRESS };
}
