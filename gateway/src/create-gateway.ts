import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { createLogger, loadConfig, PinoNestLogger } from '@paydraft/nest-kit';
import { AppModule } from './app.module';
import { gatewayEnvSchema, type GatewayEnv } from './config/gateway.config';
import { serveFrontend } from './frontend/serve-frontend';

export type Gateway = { app: INestApplication; config: GatewayEnv };

/** Builds the HTTP gateway (not yet listening): used by main.ts and by tests. */
export async function createGateway(env: NodeJS.ProcessEnv = process.env): Promise<Gateway> {
  const config = loadConfig('gateway', gatewayEnvSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create(AppModule.register(config), { logger: new PinoNestLogger(logger) });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  serveFrontend(app, config.FRONTEND_DIST);
  return { app, config };
}
