import 'reflect-metadata';
import { ownDatabase, runService } from '@paydraft/nest-kit';
import { clientsEnvSchema } from './config/clients.config';
import { ClientsModule } from './clients.module';

runService({ service: 'clients', envSchema: clientsEnvSchema, store: ownDatabase('clients'), feature: () => ClientsModule });
