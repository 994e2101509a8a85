import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { ConnectController } from './connect.controller';
import { EntitlementChangesListener } from './entitlement-changes.listener';

@Module({ controllers: [BillingController, ConnectController], providers: [EntitlementChangesListener] })
export class BillingModule {}
