import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { fromBinary } from '@bufbuild/protobuf';
import { BillingEvents } from '@paydraft/contracts';
import { APP_LOGGER, NATS_CONNECTION } from '@paydraft/nest-kit';
import type { NatsConnection, Subscription } from 'nats';
import type { Logger } from 'pino';
import { PlanResolver } from './plan-resolver';

/**
 * Drops a user's cached plan when billing announces a change. A plain NATS subscription (JetStream
 * publishes reach it too), without a queue group, so every gateway instance drops its own copy; one
 * missed while disconnected costs at most ENTITLEMENT_CACHE_SECONDS of an old plan.
 */
@Injectable()
export class EntitlementChangesListener implements OnModuleInit, OnApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    private readonly plans: PlanResolver,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit() {
    const contract = BillingEvents.entitlementChanged;
    this.subscription = this.connection.subscribe(contract.subject, {
      callback: (error, message) => {
        if (error) return this.logger.warn({ err: error }, 'entitlement changes: subscription error');
        try {
          this.plans.cache.drop(fromBinary(contract.payload, message.data).userId);
        } catch (undecodable) {
          this.logger.warn({ err: undecodable }, 'entitlement change not decodable: ignored');
        }
      },
    });
    // Subscribed on the server before the gateway takes requests.
    await this.connection.flush();
  }

  onApplicationShutdown() {
    this.subscription?.unsubscribe();
  }
}
