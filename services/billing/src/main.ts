import 'reflect-metadata';
import { ownDatabase, runService } from '@paydraft/nest-kit';
import { billingEnvSchema } from './config/billing.config';
import { BillingModule } from './billing.module';

runService({ service: 'billing', envSchema: billingEnvSchema, store: ownDatabase('billing'), feature: () => BillingModule });
