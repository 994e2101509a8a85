import { ownDatabase, type ServiceDefinition } from '@paydraft/nest-kit';
import { authEnvSchema, type AuthEnv } from './config/auth.config';
import { AuthModule } from './auth.module';

/** How the auth service boots: used by main.ts and by tests that start it in-process. */
export const authDefinition: ServiceDefinition<AuthEnv> = {
  service: 'auth',
  envSchema: authEnvSchema,
  store: ownDatabase('auth'),
  feature: (config) => AuthModule.register(config),
};
