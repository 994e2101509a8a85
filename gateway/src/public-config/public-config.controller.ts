import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer } from '../openapi/api-answer';
import { GoogleSignIn } from '../auth/google/google-sign-in';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';

/** What the page needs to know about this deployment before it renders; nothing secret. */
const publicConfigSchema = z.object({
  botCheck: z.object({
    enabled: z.boolean(),
    siteKey: z.string().nullable().describe("Loads Google's script; null when the check is off"),
  }),
  google: z.object({ enabled: z.boolean() }),
});
export type PublicConfig = z.output<typeof publicConfigSchema>;

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
  @ApiAnswer(publicConfigSchema)
  get(): PublicConfig {
    return this.config;
  }
}
