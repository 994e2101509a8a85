import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { clientsDefinition } from './clients.definition';

runService(clientsDefinition);
