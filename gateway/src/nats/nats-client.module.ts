import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { connectNats, NATS_CONNECTION, RpcClient } from '@paydraft/nest-kit';
import type { NatsConnection } from 'nats';

class NatsConnectionCloser implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  async onApplicationShutdown() {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}

/** The gateway's NATS connection and the typed client every controller calls services with. */
@Global()
@Module({})
export class NatsClientModule {
  static forRoot(options: {
    url: string;
    /** NATS_IDENTITY, when the gateway is to sign in as another identity than `gateway`. */
    identity?: string;
    credentialsDir?: string;
    rpcTimeoutMs: number;
  }): DynamicModule {
    return {
      module: NatsClientModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          useFactory: () =>
            connectNats(options.url, options.identity ?? 'gateway', {
              credentialsDir: options.credentialsDir,
              name: 'gateway',
            }),
        },
        {
          provide: RpcClient,
          useFactory: (connection: NatsConnection) =>
            new RpcClient(connection, { timeoutMs: options.rpcTimeoutMs }),
          inject: [NATS_CONNECTION],
        },
        NatsConnectionCloser,
      ],
      exports: [NATS_CONNECTION, RpcClient],
    };
  }
}
