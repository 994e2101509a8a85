import {
  Global,
  Module,
  type DynamicModule,
  type FactoryProvider,
  type Provider,
  type Type,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { EventPublisher } from '../events/event-publisher';
import { MongoEventOutbox } from '../events/event-outbox';
import { EVENT_OUTBOX_MODEL, eventOutboxSchema } from '../events/event-outbox.schema';
import { OutboxEventPublisher } from '../events/outbox-event-publisher';
import { OutboxRelay } from '../events/outbox-relay';
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
          MongoModule.forFeature([
            { name: PROCESSED_EVENT_MODEL, schema: processedEventSchema },
            { name: EVENT_OUTBOX_MODEL, schema: eventOutboxSchema },
          ]),
        ]
      : [];
    const storeProviders = store ? [MongoProcessedEventLog, MongoEventOutbox] : [];
    const shared = [
      { provide: APP_LOGGER, useValue: logger },
      { provide: SERVICE_IDENTITY, useValue: identity },
      { provide: NATS_CONNECTION, useValue: connection },
      store ? outboxPublisher(options) : directPublisher(options),
      { provide: RpcClient, useFactory: () => new RpcClient(connection, options.rpc) },
    ];
    return {
      module: ServiceCoreModule,
      imports: [...storeModules, HealthModule.forService(identity.service), options.feature],
      providers: [...shared, ...storeProviders, ...(store ? [outboxRelay] : [])],
      exports: [...shared.map((provider) => provider.provide), ...storeProviders],
    };
  }
}

/** A stateless service has nowhere to keep an event: its requests wait for JetStream. */
const directPublisher = (options: ServiceCoreOptions): FactoryProvider<EventPublisher> => ({
  provide: EventPublisher,
  useFactory: () => new EventPublisher(options.connection, options.jetStreamReplicas),
});

/** A service with a store answers once the event is stored (docs/architecture.md, "Publishing: the outbox"). */
const outboxPublisher = (options: ServiceCoreOptions): FactoryProvider<EventPublisher> => ({
  provide: EventPublisher,
  useFactory: (outbox: MongoEventOutbox) =>
    new OutboxEventPublisher({
      connection: options.connection,
      outbox,
      logger: options.logger,
      replicas: options.jetStreamReplicas,
    }),
  inject: [MongoEventOutbox],
});

const outboxRelay: Provider = {
  provide: OutboxRelay,
  useFactory: (outbox: MongoEventOutbox, publisher: OutboxEventPublisher, logger: Logger) =>
    new OutboxRelay(outbox, publisher, logger),
  inject: [MongoEventOutbox, EventPublisher, APP_LOGGER],
};
