import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { authDefinition } from './auth.definition';

runService(authDefinition);
