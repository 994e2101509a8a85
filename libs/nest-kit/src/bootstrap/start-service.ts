import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import type { ServiceName } from '@paydraft/contracts';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { DestinationStream, Logger } from 'pino';
import type { z } from 'zod';
import { loadConfig } from '../config/load-config';
import type { StatelessServiceEnv } from '../config/common-env';
import { eventSettingsFrom } from '../events/events-env';
import { MongoProcessedEventLog } from '../events/mongo-processed-event-log';
import { createLogger, PinoNestLogger } from '../logging/pino-logger';
import { awaitFirstConnection } from '../mongo/mongo-connection';
import { MONGO_CONNECTION } from '../mongo/mongo.module';
import { connectNats } from '../nats/nats-connection';
import { NatsProtoTransport } from '../nats/nats-proto.transport';
import { ServiceCoreModule } from './service-core.module';
import { createServiceIdentity, type ServiceIdentity } from './service-identity';

/** A store that is down must not keep the service from answering (health says why), so the wait is short. */
const FIRST_CONNECTION_WAIT_MS = 5000;

export type ServiceDefinition<Env extends StatelessServiceEnv> = {
  service: ServiceName;
  envSchema: z.ZodType<Env>;
  /** The service's own database; stateless services leave it out and get no connection. */
  store?: (config: Env) => { uri: string; dbName: string };
  feature: (config: Env) => Type | DynamicModule;
};

export type StartServiceOptions = {
  /** Where the JSON log lines go: stdout unless a test collects them. */
  logDestination?: DestinationStream;
};

/** Boots one service: validated config, logger, NATS, its database, health, and its handlers. */
export async function startService<Env extends StatelessServiceEnv>(
  definition: ServiceDefinition<Env>,
  env: NodeJS.ProcessEnv = process.env,
  options: StartServiceOptions = {},
): Promise<INestMicroservice> {
  const config = loadConfig(definition.service, definition.envSchema, env);
  const logger = createLogger(definition.service, config.LOG_LEVEL, options.logDestination);
  const identity = createServiceIdentity(definition.service);
  const connection = await connectNats(config.NATS_URL, config.NATS_IDENTITY ?? definition.service, {
    credentialsDir: config.NATS_CREDENTIALS_DIR,
    name: definition.service,
  });
  let app: INestMicroservice | undefined;
  try {
    app = await createServiceApp(definition, config, { logger, identity, connection });
    await app.listen();
  } catch (error) {
    // A service that cannot start lets go of NATS and its store: reconnecting forever, they would keep
    // the process (a test run, a script) alive.
    await app?.close().catch(() => undefined);
    await connection.close();
    throw error;
  }
  logger.info({ version: identity.version, instanceId: identity.instanceId }, `${definition.service} ready`);
  return app;
}

type ServiceParts = { logger: Logger; identity: ServiceIdentity; connection: NatsConnection };

/** The Nest app of the service on its NATS transport, its store connected (or given up on) when it has one. */
async function createServiceApp<Env extends StatelessServiceEnv>(
  definition: ServiceDefinition<Env>,
  config: Env,
  { logger, identity, connection }: ServiceParts,
): Promise<INestMicroservice> {
  const transport = new NatsProtoTransport({
    connection,
    service: definition.service,
    logger,
    events: eventSettingsFrom(config),
    maxInFlight: config.RPC_MAX_IN_FLIGHT,
    instanceId: identity.instanceId,
  });
  const app = await NestFactory.createMicroservice(
    ServiceCoreModule.forService({
      identity,
      logger,
      connection,
      rpc: { timeoutMs: config.RPC_TIMEOUT_MS, budgetMs: config.RPC_BUDGET_MS },
      jetStreamReplicas: config.JETSTREAM_REPLICAS,
      store: definition.store?.(config),
      feature: definition.feature(config),
    }),
    { strategy: transport, logger: new PinoNestLogger(logger) },
  );
  if (definition.store) {
    transport.useProcessedEventLog(app.get(MongoProcessedEventLog));
    await awaitFirstConnection(app.get(MONGO_CONNECTION), FIRST_CONNECTION_WAIT_MS);
  }
  return app;
}

/** Entry point of a service's main.ts: starts it, stops it cleanly on SIGINT/SIGTERM, exits on bad config. */
export function runService<Env extends StatelessServiceEnv>(definition: ServiceDefinition<Env>): void {
  startService(definition).then(
    (app) => {
      const stop = () => void app.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
