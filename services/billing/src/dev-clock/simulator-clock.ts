import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { fromUnixTime } from 'date-fns';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';

const SIMULATOR_TIMEOUT_MS = 5000;

/**
 * The Stripe simulator's clock (infra/stripe-sim, POST /sim/clock/advance), at the address billing's SDK
 * talks to. Without STRIPE_API_URL there is no simulator, so nothing to move: the answer is real time.
 */
@Injectable()
export class SimulatorClock {
  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingEnv) {}

  async advance(seconds: number): Promise<Date> {
    const base = this.config.STRIPE_API_URL;
    if (!base) return new Date();
    let response: Response;
    try {
      response = await fetch(new URL('/sim/clock/advance', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds }),
        signal: AbortSignal.timeout(SIMULATOR_TIMEOUT_MS),
      });
    } catch (error) {
      throw this.unavailable(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw this.unavailable(`it answered ${response.status}`);
    const { now } = (await response.json()) as { now: number };
    return fromUnixTime(now);
  }

  private unavailable(why: string) {
    return new ServiceException(
      ServiceErrorReasons.UNAVAILABLE,
      `The Stripe simulator did not move its clock: ${why}`,
    );
  }
}
