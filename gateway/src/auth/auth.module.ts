import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../config/gateway.config';
import { LimitsModule } from '../limits/limits.module';
import { AuthLimits } from './abuse/auth-limits';
import { AuthController } from './auth.controller';
import { botCheckVerifierFor } from './bot-check/bot-check';
import { BotCheckVerifier } from './bot-check/bot-check-verifier';
import { GoogleController } from './google/google.controller';
import { GoogleSignIn, googleSignInFor } from './google/google-sign-in';

@Module({
  imports: [LimitsModule],
  controllers: [AuthController, GoogleController],
  providers: [
    AuthLimits,
    { provide: BotCheckVerifier, useFactory: botCheckVerifierFor, inject: [GATEWAY_CONFIG] },
    { provide: GoogleSignIn, useFactory: googleSignInFor, inject: [GATEWAY_CONFIG] },
  ],
  // The public config endpoint tells the page whether to render the widget and the Google button.
  exports: [BotCheckVerifier, GoogleSignIn],
})
export class AuthModule {}
