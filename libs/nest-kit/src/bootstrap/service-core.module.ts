import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { EventPublisher } from '../events/event-publisher';
import { MongoProcessedEventLog } from '../events/mongo-processed-event-log';
import { PROCESSED_EVENT_MODEL, processedEventSchema } from '../events/processed-event.schema';
import { HealthModule } from '../health/health.module';
import { APP_LOGGER } from '../logging/logger.tokens';
import { MongoModule } from '../mongo/mongo.module';
import { NATS_CONNECTION } from '../nats/nats.tokens';
import { RpcClient, type RpcClientOptions } from '../nats/rpc-client';
import { SERVICE_IDENTITY, type ServiceIdentity } from './service-identity';

export type ServiceCoreOptions = {
  identity: ServiceIdentity;
  logger: Logger;
  connection: NatsConnection;
  rpc: RpcClientOptions;
  /** JETSTREAM_REPLICAS, for the events stream when this service's publisher makes it. */
  jetStreamReplicas: number;
  /** The service's own database; absent for stateless services. */
  store?: { uri: string; dbName: string };
  feature: Type | DynamicModule;
};

/** Wires what every service shares around the service's own feature module. */
@Global()
@Module({})
export class ServiceCoreModule {
  static forService(options: ServiceCoreOptions): DynamicModule {
    const { identity, logger, connection, store } = options;
    const storeModules = store
      ? [
          MongoModule.forRoot(store),
          MongoModule.forFeature([{ name: PROCESSED_EVENT_MODEL, schema: processedEventSchema }]),
        ]
      : [];
    const storeProviders = store ? [MongoProcessedEventLog] : [];
    const shared = [
      { provide: APP_LOGGER, useValue: logger },
      { provide: SERVICE_IDENTITY, useValue: identity },
      { provide: NATS_CONNECTION, useValue: connection },
      {
        provide: EventPublisher,
        useFactory: () => new EventPublisher(connection, options.jetStreamReplicas),
      },
      { provide: RpcClient, useFactory: () => new RpcClient(connection, options.rpc) },
    ];
    return {
      module: ServiceCoreModule,
      imports: [...storeModules, HealthModule.forService(identity.service), options.feature],
      providers: [...shared, ...storeProviders],
      exports: [...shared.map((provider) => provider.provide), ...storeProviders],
    };
  }
}
