import { ownDatabase, type ServiceDefinition } from '@paydraft/nest-kit';
import { billingEnvSchema, type BillingEnv } from './config/billing.config';
import { BillingModule } from './billing.module';

/** How the billing service boots: used by main.ts and by tests that start it in-process. */
export const billingDefinition: ServiceDefinition<BillingEnv> = {
  service: 'billing',
  envSchema: billingEnvSchema,
  store: ownDatabase('billing'),
  feature: (config) => BillingModule.register(config),
};
