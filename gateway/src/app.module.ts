import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { Authenticator } from './auth/authenticator';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { EntitlementCache } from './billing/entitlement-cache';
import { PlanResolver } from './billing/plan-resolver';
import { SessionAuthenticator } from './auth/session.authenticator';
import { ClientsModule } from './clients/clients.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { GATEWAY_CONFIG, type GatewayEnv } from './config/gateway.config';
import { ContactModule } from './contact/contact.module';
import { DevClockModule } from './dev-clock/dev-clock.module';
import { DocumentsModule } from './documents/documents.module';
import { HealthModule } from './health/health.module';
import { NatsClientModule } from './nats/nats-client.module';
import { PdfModule } from './pdf/pdf.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { RecurringModule } from './recurring/recurring.module';
import { SamplesModule } from './samples/samples.module';
import { SharingModule } from './sharing/sharing.module';
import { StatsModule } from './stats/stats.module';

@Module({})
export class AppModule {
  /** `extraModules`: routes a test adds (for example one calling an owner-scoped test service). */
  static register(config: GatewayEnv, logger: Logger, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        NatsClientModule.forRoot({
          url: config.NATS_URL,
          identity: config.NATS_IDENTITY,
          credentialsDir: config.NATS_CREDENTIALS_DIR,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        HealthModule,
        AuthModule,
        AccountModule,
        BillingModule,
        ClientsModule,
        ContactModule,
        DevClockModule,
        DocumentsModule,
        PdfModule,
        PublicConfigModule,
        RecurringModule,
        SamplesModule,
        SharingModule,
        StatsModule,
        ...extraModules,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: APP_LOGGER, useValue: logger },
        {
          provide: PlanResolver,
          useFactory: (rpc: RpcClient) =>
            new PlanResolver(rpc, new EntitlementCache(config.ENTITLEMENT_CACHE_SECONDS * 1000), logger),
          inject: [RpcClient],
        },
        {
          provide: Authenticator,
          useFactory: (rpc: RpcClient, plans: PlanResolver) => new SessionAuthenticator(rpc, plans),
          inject: [RpcClient, PlanResolver],
        },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [GATEWAY_CONFIG, APP_LOGGER, PlanResolver],
    };
  }
}
