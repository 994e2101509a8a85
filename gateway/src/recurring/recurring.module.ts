import { Module } from '@nestjs/common';
import { RecurringController } from './recurring.controller';

/** Recurring invoices' routes. */
@Module({ controllers: [RecurringController] })
export class RecurringModule {}
