import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';
import { PdfController } from './pdf.controller';
import { pdfRateLimit } from './pdf-rate-limit';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayEnv) => pdfRateLimit(config),
    }),
  ],
  controllers: [PdfController],
})
export class PdfModule {}
