import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { APP_LOGGER, ServiceException } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { STRIPE } from './stripe-client';

/**
 * The one way billing reaches Stripe: refuses when no key is configured, and turns Stripe's own
 * failures into a coded 503 (the details go to the log, never to the page).
 */
@Injectable()
export class StripeGateway {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | undefined,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  get configured(): boolean {
    return this.stripe !== undefined;
  }

  async call<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.sdk();
    try {
      return await request(stripe);
    } catch (error) {
      throw this.failure(what, error);
    }
  }

  /** Like `call`, but Stripe's 'no such object' answers undefined instead of failing. */
  find<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T | undefined> {
    return this.unless(what, (error) => error.code === 'resource_missing', request);
  }

  /**
   * Like `call`, but a request Stripe refuses as `refused` says (the object is already in the state
   * asked for, or gone) answers undefined instead of failing.
   */
  async unless<T>(
    what: string,
    refused: (
      error: Stripe.errors.StripeInvalidRequestError | Stripe.errors.StripePermissionError,
    ) => boolean,
    request: (stripe: Stripe) => Promise<T>,
  ): Promise<T | undefined> {
    const stripe = this.sdk();
    try {
      return await request(stripe);
    } catch (error) {
      if (isRefusal(error) && refused(error)) return undefined;
      throw this.failure(what, error);
    }
  }

  /** The SDK itself, for what needs no network (webhook signatures). */
  sdk(): Stripe {
    if (!this.stripe) {
      throw new ServiceException(
        ServiceErrorReasons.STRIPE_NOT_CONFIGURED,
        'Payments are not available here.',
      );
    }
    return this.stripe;
  }

  /**
   * A connected account the platform no longer reaches (unknown, or its owner removed Paydraft from it):
   * Stripe's 403 `account_invalid`, answered as undefined.
   */
  findAccount<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T | undefined> {
    return this.unless(what, (error) => error.code === 'account_invalid', request);
  }

  private failure(what: string, error: unknown): unknown {
    if (!(error instanceof Stripe.errors.StripeError)) return error;
    this.logger.error({ err: error, stripeRequest: what, stripeCode: error.code }, 'Stripe request failed');
    return new ServiceException(
      ServiceErrorReasons.STRIPE_UNAVAILABLE,
      'The payment provider is not available. Please try again.',
    );
  }
}

/** Stripe refusing the request as asked (400/404 invalid request, or 403 no access to an account). */
const isRefusal = (
  error: unknown,
): error is Stripe.errors.StripeInvalidRequestError | Stripe.errors.StripePermissionError =>
  error instanceof Stripe.errors.StripeInvalidRequestError ||
  error instanceof Stripe.errors.StripePermissionError;
