import { ownDatabase, type ServiceDefinition } from '@paydraft/nest-kit';
import { mailerEnvSchema, type MailerEnv } from './config/mailer.config';
import { MailerModule } from './mailer.module';

/** How the mailer boots: used by main.ts and by tests that start it in-process. */
export const mailerDefinition: ServiceDefinition<MailerEnv> = {
  service: 'mailer',
  envSchema: mailerEnvSchema,
  store: ownDatabase('mailer'),
  feature: (config) => MailerModule.register(config),
};
