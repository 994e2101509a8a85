import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { mongo } from 'mongoose';
import type { Logger } from 'pino';
import { catchError, throwError, type Observable } from 'rxjs';
import { APP_LOGGER } from '../logging/logger.tokens';
import { ServiceException } from '../nats/service-exception';

/**
 * A replica set between primaries: the node stepped down, is shutting down, or is no longer the primary
 * (NotWritablePrimary, PrimarySteppedDown, InterruptedAtShutdown, InterruptedDueToReplStateChange,
 * NotPrimaryNoSecondaryOk, NotPrimaryOrSecondary, ShutdownInProgress).
 */
const BETWEEN_PRIMARIES = new Set([10107, 189, 11600, 11602, 13435, 13436, 91]);

/** What the owner reads: a write may or may not have landed, so they look before doing it again. */
const MESSAGE = 'The database is not available for a moment. Please reload and try again.';

/**
 * Whether a store error means "no primary right now" (docs/operations/mongodb.md#a-failover): no
 * server selected in time, a connection that broke, a node between primaries, or a majority that did
 * not confirm a write. The driver has already retried a retryable write or read once when it throws.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof mongo.MongoNetworkError || error instanceof mongo.MongoServerSelectionError)
    return true;
  if (error instanceof mongo.MongoWriteConcernError) return true;
  if (!(error instanceof mongo.MongoError)) return false;
  return error.hasErrorLabel('RetryableWriteError') || BETWEEN_PRIMARIES.has(Number(error.code));
}

/**
 * Answers a request that met a failover with a retryable 503 (rpc.unavailable) instead of a 500: the
 * store will have a primary again within seconds, and the caller is told to try again. Other errors
 * pass as they are.
 */
@Injectable()
export class StoreUnavailableInterceptor implements NestInterceptor {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!isStoreUnavailable(error)) return throwError(() => error);
        this.logger.warn({ err: error }, 'the store has no primary for now (a failover?): answered 503');
        return throwError(() => new ServiceException(ServiceErrorReasons.UNAVAILABLE, MESSAGE));
      }),
    );
  }
}
