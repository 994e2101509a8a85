import { Module } from '@nestjs/common';

/** Renders invoices and quotes to PDF; stateless, so ops scale it by adding instances to its queue group. */
@Module({})
export class PdfRenderModule {}
