import { Module } from '@nestjs/common';
import { LimitsModule } from '../limits/limits.module';
import { PdfController } from './pdf.controller';
import { PdfRateLimit } from './pdf-rate-limit';

@Module({
  imports: [LimitsModule],
  controllers: [PdfController],
  providers: [PdfRateLimit],
})
export class PdfModule {}
