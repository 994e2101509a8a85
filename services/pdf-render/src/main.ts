import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { pdfRenderEnvSchema } from './config/pdf-render.config';
import { PdfRenderModule } from './pdf-render.module';

runService({ service: 'pdf-render', envSchema: pdfRenderEnvSchema, feature: () => PdfRenderModule });
