import { Module } from '@nestjs/common';

/** The documents service's features; its health answer and database come from nest-kit. */
@Module({})
export class DocumentsModule {}
