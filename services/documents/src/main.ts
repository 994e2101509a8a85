import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { documentsDefinition } from './documents.definition';

runService(documentsDefinition);
