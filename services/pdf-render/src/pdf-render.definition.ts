import { type ServiceDefinition, type StatelessServiceEnv } from '@paydraft/nest-kit';
import { pdfRenderEnvSchema } from './config/pdf-render.config';
import { PdfRenderModule } from './pdf-render.module';

/** How the pdf-render service boots: used by main.ts and by tests that start it in-process. */
export const pdfRenderDefinition: ServiceDefinition<StatelessServiceEnv> = {
  service: 'pdf-render',
  envSchema: pdfRenderEnvSchema,
  feature: () => PdfRenderModule,
};
