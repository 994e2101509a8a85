import { ownDatabase, type ServiceDefinition } from '@paydraft/nest-kit';
import { documentsEnvSchema, type DocumentsEnv } from './config/documents.config';
import { DocumentsModule } from './documents.module';

/** How the documents service boots: used by main.ts and by tests that start it in-process. */
export const documentsDefinition: ServiceDefinition<DocumentsEnv> = {
  service: 'documents',
  envSchema: documentsEnvSchema,
  store: ownDatabase('documents'),
  feature: (config) => DocumentsModule.register(config),
};
