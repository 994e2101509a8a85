import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { mailerDefinition } from './mailer.definition';

runService(mailerDefinition);
