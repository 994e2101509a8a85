import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { billingDefinition } from './billing.definition';

runService(billingDefinition);
