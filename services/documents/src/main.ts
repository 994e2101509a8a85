import 'reflect-metadata';
import { ownDatabase, runService } from '@paydraft/nest-kit';
import { documentsEnvSchema } from './config/documents.config';
import { DocumentsModule } from './documents.module';

runService({ service: 'documents', envSchema: documentsEnvSchema, store: ownDatabase('documents'), feature: () => DocumentsModule });
