import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { LoginFailuresService } from '../abuse/login-failures.service';
import { OneTimeTokensService } from '../passwords/one-time-tokens.service';
import { SessionsService } from './sessions.service';

const HOURLY = 60 * 60 * 1000;

/**
 * The store has no TTL indexes: every query already ignores what has expired, and this deletes it, at
 * start and then hourly, so the collections do not grow forever.
 */
@Injectable()
export class PurgeExpiredService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: OneTimeTokensService,
    private readonly failures: LoginFailuresService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), HOURLY).unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  async purge(now = new Date()) {
    try {
      const sessions = await this.sessions.purgeExpired(now);
      const tokens = await this.tokens.purgeExpired(now);
      const loginFailures = await this.failures.purgeExpired(now);
      this.logger.info(
        { sessions, tokens, loginFailures },
        'purged expired sessions, tokens and sign-in failure windows',
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'purging expired sessions and tokens failed; next try in an hour');
    }
  }
}
