import { Module } from '@nestjs/common';
import { LimitsModule } from '../limits/limits.module';
import { PdfController } from './pdf.controller';
import { PdfRateLimit } from './pdf-rate-limit';
import { PdfPreviewController } from './preview/pdf-preview.controller';
import { PdfPreviewRateLimit } from './preview/pdf-preview-rate-limit';

@Module({
  imports: [LimitsModule],
  controllers: [PdfController, PdfPreviewController],
  providers: [PdfRateLimit, PdfPreviewRateLimit],
})
export class PdfModule {}
