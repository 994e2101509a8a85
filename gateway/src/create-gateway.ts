import { NestFactory } from '@nestjs/core';
import type { INestApplication, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, loadConfig, PinoNestLogger } from '@paydraft/nest-kit';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { Authenticator } from './auth/authenticator';
import { keepWebhookBodyRaw } from './billing/webhook-body';
import { useBodyParsers } from './common/body-parsers';
import { compressResponses } from './common/compress-responses';
import { gatewayEnvSchema, type GatewayEnv } from './config/gateway.config';
import { serveFrontend } from './frontend/serve-frontend';
import { MAX_DOCUMENT_BYTES } from './pdf/document-size';
import { setupOpenApi } from './openapi/setup-openapi';
import { enterRequestContext } from './request-context/enter-request-context.middleware';
import { assignRequestId } from './request-context/request-id.middleware';
import { securityHeaders } from './security/security-headers';

export type Gateway = { app: INestApplication; config: GatewayEnv };

export type GatewayOptions = {
  /** Where the JSON log lines go: stdout unless a test collects them. */
  logDestination?: DestinationStream;
  /** Modules with routes a test adds to the real pipeline (request context, auth, errors). */
  extraModules?: Type[];
  /**
   * Wraps the gateway's authenticator: the integration tests' fixture adds callers of its own
   * (gateway/test/test-callers.ts), so production code holds no test-only way to sign in.
   */
  wrapAuthenticator?: (sessions: Authenticator) => Authenticator;
};

/** Builds the HTTP gateway (not yet listening): used by main.ts and by tests. */
export async function createGateway(
  env: NodeJS.ProcessEnv = process.env,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const config = loadConfig('gateway', gatewayEnvSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, logger, options.extraModules),
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  // req.ip, which the PDF rate limit counts by, then comes from X-Forwarded-For (Express's hop count).
  if (config.TRUST_PROXY > 0) app.set('trust proxy', config.TRUST_PROXY);
  app.use(assignRequestId(logger));
  app.use(securityHeaders(config));
  app.use(compressResponses());
  keepWebhookBodyRaw(app);
  useBodyParsers(app, { '/api/pdf': MAX_DOCUMENT_BYTES });
  const sessions = app.get(Authenticator);
  app.use(enterRequestContext(options.wrapAuthenticator?.(sessions) ?? sessions));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  setupOpenApi(app);
  serveFrontend(app, config.FRONTEND_DIST, config.APP_BASE_URL);
  return { app, config };
}
