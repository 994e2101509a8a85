import { ownDatabase, type ServiceDefinition, type ServiceEnv } from '@paydraft/nest-kit';
import { documentsEnvSchema } from './config/documents.config';
import { DocumentsModule } from './documents.module';

/** How the documents service boots: used by main.ts and by tests that start it in-process. */
export const documentsDefinition: ServiceDefinition<ServiceEnv> = {
  service: 'documents',
  envSchema: documentsEnvSchema,
  store: ownDatabase('documents'),
  feature: () => DocumentsModule,
};
