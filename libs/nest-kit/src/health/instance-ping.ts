import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HealthInstancesRpc, HealthReplySchema } from '@paydraft/contracts';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { SERVICE_IDENTITY, type ServiceIdentity } from '../bootstrap/service-identity';
import { APP_LOGGER } from '../logging/logger.tokens';
import { NATS_CONNECTION } from '../nats/nats.tokens';
import { encodeReply } from '../nats/rpc-codec';
import { HealthService } from './health.service';

/**
 * Answers `<service>.health.instances` from this instance, outside the queue group, so the gateway can
 * count the instances that run. The subscription ends with the connection, which the transport drains
 * on close: a stopped or killed instance stops being counted as soon as NATS drops its connection.
 */
@Injectable()
export class InstancePing implements OnApplicationBootstrap {
  constructor(
    @Inject(SERVICE_IDENTITY) private readonly identity: ServiceIdentity,
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly health: HealthService,
  ) {}

  onApplicationBootstrap() {
    const { subject } = HealthInstancesRpc[this.identity.service];
    this.connection.subscribe(subject, {
      callback: (error, msg) => {
        if (error) return this.logger.error({ err: error, subject }, 'subscription error');
        void this.health.check().then(
          (reply) => msg.respond(encodeReply(HealthReplySchema, reply).data),
          (failure: unknown) => this.logger.error({ err: failure, subject }, 'instance ping failed'),
        );
      },
    });
  }
}
