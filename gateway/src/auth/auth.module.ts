import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../config/gateway.config';
import { AuthLimits } from './abuse/auth-limits';
import { AuthController } from './auth.controller';
import { botCheckVerifierFor } from './bot-check/bot-check';
import { BotCheckVerifier } from './bot-check/bot-check-verifier';

@Module({
  controllers: [AuthController],
  providers: [
    AuthLimits,
    { provide: BotCheckVerifier, useFactory: botCheckVerifierFor, inject: [GATEWAY_CONFIG] },
  ],
  // The public config endpoint tells the page whether to render the widget.
  exports: [BotCheckVerifier],
})
export class AuthModule {}
