import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createLogger, loadConfig } from '@paydraft/nest-kit';
import { AppModule } from '../app.module';
import { gatewayEnvSchema } from '../config/gateway.config';
import { openApiDocumentOf } from './setup-openapi';

/**
 * The document /api/docs/openapi.json serves, built without NATS or a port: Nest's preview mode reads
 * the modules' routes and decorators without creating any provider (so nothing connects).
 * The validator test and `npm run api:generate` use it.
 */
export async function offlineOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig('gateway', gatewayEnvSchema, { NATS_URL: 'nats://127.0.0.1:4222' });
  const logger = createLogger('gateway', 'silent');
  const app = await NestFactory.create(AppModule.register(config, logger), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  try {
    return openApiDocumentOf(app);
  } finally {
    await app.close();
  }
}
