import type { ServiceDefinition } from '@paydraft/nest-kit';
import { pdfRenderEnvSchema, type PdfRenderEnv } from './config/pdf-render.config';
import { PdfRenderModule } from './pdf-render.module';

/** How the pdf-render service boots: used by main.ts and by tests that start it in-process. */
export const pdfRenderDefinition: ServiceDefinition<PdfRenderEnv> = {
  service: 'pdf-render',
  envSchema: pdfRenderEnvSchema,
  feature: (config) => PdfRenderModule.forConfig(config),
};
