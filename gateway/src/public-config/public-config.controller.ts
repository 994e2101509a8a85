import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BotCheckVerifier } from '../auth/bot-check/bot-check-verifier';

/** What the page needs to know about this deployment before it renders; nothing secret. */
export type PublicConfig = { botCheck: { enabled: boolean } };

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly botCheck: BotCheckVerifier) {}

  @Get()
  @ApiOperation({ summary: 'Public settings the page reads at start (whether to render the bot-check widget)' })
  @ApiOkResponse({ description: '`{ botCheck: { enabled } }`' })
  get(): PublicConfig {
    return { botCheck: { enabled: this.botCheck.enabled } };
  }
}
