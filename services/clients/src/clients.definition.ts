import { ownDatabase, type ServiceDefinition, type ServiceEnv } from '@paydraft/nest-kit';
import { clientsEnvSchema } from './config/clients.config';
import { ClientsModule } from './clients.module';

/** How the clients service boots: used by main.ts and by tests that start it in-process. */
export const clientsDefinition: ServiceDefinition<ServiceEnv> = {
  service: 'clients',
  envSchema: clientsEnvSchema,
  store: ownDatabase('clients'),
  feature: () => ClientsModule,
};
