import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GoogleSignIn } from '../auth/google/google-sign-in';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';

/** What the page needs to know about this deployment before it renders; nothing secret. */
export type PublicConfig = {
  /** `siteKey` loads Google's script; absent when the check is off and no widget is rendered. */
  botCheck: { enabled: boolean; siteKey: string | null };
  google: { enabled: boolean };
};

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  private readonly config: PublicConfig;

  constructor(@Inject(GATEWAY_CONFIG) env: GatewayEnv, google: GoogleSignIn) {
    const botCheckOn = Boolean(env.RECAPTCHA_SECRET);
    this.config = {
      botCheck: { enabled: botCheckOn, siteKey: botCheckOn ? (env.RECAPTCHA_SITE_KEY ?? null) : null },
      google: { enabled: Boolean(google.enabled) },
    };
  }

  @Get()
  @ApiOperation({ summary: 'Public settings the page reads at start (bot-check widget, Google sign-in)' })
  @ApiOkResponse({ description: '`{ botCheck: { enabled, siteKey }, google: { enabled } }`' })
  get(): PublicConfig {
    return this.config;
  }
}
