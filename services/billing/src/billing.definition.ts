import { ownDatabase, type ServiceDefinition, type ServiceEnv } from '@paydraft/nest-kit';
import { billingEnvSchema } from './config/billing.config';
import { BillingModule } from './billing.module';

/** How the billing service boots: used by main.ts and by tests that start it in-process. */
export const billingDefinition: ServiceDefinition<ServiceEnv> = {
  service: 'billing',
  envSchema: billingEnvSchema,
  store: ownDatabase('billing'),
  feature: () => BillingModule,
};
