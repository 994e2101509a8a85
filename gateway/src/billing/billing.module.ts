import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { EntitlementChangesListener } from './entitlement-changes.listener';

@Module({ controllers: [BillingController], providers: [EntitlementChangesListener] })
export class BillingModule {}
