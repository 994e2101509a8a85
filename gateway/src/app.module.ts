import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { GATEWAY_CONFIG, type GatewayEnv } from './config/gateway.config';
import { ContactModule } from './contact/contact.module';
import { HealthModule } from './health/health.module';
import { NatsClientModule } from './nats/nats-client.module';
import { PdfModule } from './pdf/pdf.module';

@Module({})
export class AppModule {
  static register(config: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        NatsClientModule.forRoot({ url: config.NATS_URL, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        HealthModule,
        ContactModule,
        PdfModule,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [GATEWAY_CONFIG],
    };
  }
}
