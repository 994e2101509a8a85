import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { APP_LOGGER } from '@paydraft/nest-kit';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';
import { CounterStore } from './counter-store';
import { limitRules, type LimitName, type LimitRule } from './limit-rules';

export const LIMITS_UNAVAILABLE_MESSAGE = 'This is not available for a moment. Please try again shortly.';

/** The gateway's rate limits over the counters all its instances share, with each limit's failure policy. */
@Injectable()
export class SharedLimits {
  private readonly rules: Record<LimitName, LimitRule>;
  private readonly scope: string;
  /** Logged when the store starts failing and when it works again, not on every request meanwhile. */
  private storeFailing = false;

  constructor(
    private readonly store: CounterStore,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.rules = limitRules(config);
    this.scope = config.RATE_LIMIT_SCOPE;
  }

  /**
   * Counts one request of `identity` (a client network, an address) against the limit: the seconds
   * to wait when it is over the limit, else 0. With the store out, an open limit answers 0 and a
   * closed one throws a 503.
   */
  async take(name: LimitName, identity: string): Promise<number> {
    const rule = this.rules[name];
    try {
      const retryAfterSeconds = await this.store.take(this.keyOf(name, identity), rule);
      if (this.storeFailing) this.logger.info('rate limit store works again');
      this.storeFailing = false;
      return retryAfterSeconds;
    } catch (error) {
      if (!this.storeFailing) {
        this.logger.warn(
          { err: error, limit: name, whenStoreFails: rule.whenStoreFails },
          'rate limit store failed: PDF and shared-document limits let requests through, auth limits answer 503',
        );
      }
      this.storeFailing = true;
      if (rule.whenStoreFails === 'open') return 0;
      throw new HttpException(
        { message: LIMITS_UNAVAILABLE_MESSAGE, code: ServiceErrorReasons.UNAVAILABLE.code },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
  }

  /**
   * A KV key allows neither the ':' of IPv6 nor most of an address's characters, and the bucket should
   * not hold addresses in clear: the identity goes in hashed.
   */
  private keyOf(name: LimitName, identity: string): string {
    return `${this.scope}.${name}.${createHash('sha256').update(identity).digest('base64url')}`;
  }
}
