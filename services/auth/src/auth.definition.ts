import { ownDatabase, type ServiceDefinition, type ServiceEnv } from '@paydraft/nest-kit';
import { authEnvSchema } from './config/auth.config';
import { AuthModule } from './auth.module';

/** How the auth service boots: used by main.ts and by tests that start it in-process. */
export const authDefinition: ServiceDefinition<ServiceEnv> = {
  service: 'auth',
  envSchema: authEnvSchema,
  store: ownDatabase('auth'),
  feature: () => AuthModule,
};
