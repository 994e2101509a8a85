import {
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Connection, Schema } from 'mongoose';
import { APP_LOGGER } from '../logging/logger.tokens';
import type { Logger } from 'pino';
import { closeMongoConnection, createMongoConnection } from './mongo-connection';
import { StoreUnavailableInterceptor } from './store-unavailable';

export const MONGO_CONNECTION = Symbol('MONGO_CONNECTION');

export const getModelToken = (name: string) => `MongoModel:${name}`;

/** Injects the Mongoose model registered under `name` by MongoModule.forFeature. */
export const InjectModel = (name: string) => Inject(getModelToken(name));

export type ModelDefinition = { name: string; schema: Schema; collection?: string };

class MongoConnectionCloser implements OnApplicationShutdown {
  constructor(@Inject(MONGO_CONNECTION) private readonly connection: Connection) {}

  async onApplicationShutdown() {
    await closeMongoConnection(this.connection);
  }
}

/** The service's own database: one connection per process, models declared per feature. */
@Module({})
export class MongoModule {
  static forRoot(options: { uri: string; dbName: string }): DynamicModule {
    const connection: Provider = {
      provide: MONGO_CONNECTION,
      useFactory: (logger: Logger) => createMongoConnection(options.uri, options.dbName, logger),
      inject: [APP_LOGGER],
    };
    return {
      module: MongoModule,
      global: true,
      // A request that meets a failover answers a retryable 503 (docs/operations/mongodb.md).
      providers: [
        connection,
        MongoConnectionCloser,
        { provide: APP_INTERCEPTOR, useClass: StoreUnavailableInterceptor },
      ],
      exports: [connection],
    };
  }

  static forFeature(models: ModelDefinition[]): DynamicModule {
    const providers: Provider[] = models.map((model) => ({
      provide: getModelToken(model.name),
      useFactory: (connection: Connection) =>
        connection.models[model.name] ?? connection.model(model.name, model.schema, model.collection),
      inject: [MONGO_CONNECTION],
    }));
    return { module: MongoModule, providers, exports: providers };
  }
}
