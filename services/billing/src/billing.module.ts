import { Module } from '@nestjs/common';

/** The billing service's features; its health answer and database come from nest-kit. */
@Module({})
export class BillingModule {}
