import { Module } from '@nestjs/common';

/** The auth service's features; its health answer and database come from nest-kit. */
@Module({})
export class AuthModule {}
