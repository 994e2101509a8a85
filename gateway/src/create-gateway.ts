import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, loadConfig, PinoNestLogger } from '@paydraft/nest-kit';
import { AppModule } from './app.module';
import { useBodyParsers } from './common/body-parsers';
import { compressResponses } from './common/compress-responses';
import { gatewayEnvSchema, type GatewayEnv } from './config/gateway.config';
import { serveFrontend } from './frontend/serve-frontend';
import { MAX_DOCUMENT_BYTES } from './pdf/document-size';
import { setupOpenApi } from './openapi/setup-openapi';

export type Gateway = { app: INestApplication; config: GatewayEnv };

/** Builds the HTTP gateway (not yet listening): used by main.ts and by tests. */
export async function createGateway(env: NodeJS.ProcessEnv = process.env): Promise<Gateway> {
  const config = loadConfig('gateway', gatewayEnvSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // req.ip, which the PDF rate limit counts by, then comes from X-Forwarded-For (Express's hop count).
  if (config.TRUST_PROXY > 0) app.set('trust proxy', config.TRUST_PROXY);
  app.use(compressResponses());
  useBodyParsers(app, { '/api/pdf': MAX_DOCUMENT_BYTES });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  setupOpenApi(app);
  serveFrontend(app, config.FRONTEND_DIST);
  return { app, config };
}
