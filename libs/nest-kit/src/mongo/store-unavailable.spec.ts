import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@paydraft/contracts';
import { mongo } from 'mongoose';
import type { Logger } from 'pino';
import { lastValueFrom, throwError } from 'rxjs';
import { ServiceException } from '../nats/service-exception';
import { StoreUnavailableInterceptor } from './store-unavailable';

const logger = { warn: jest.fn() } as unknown as Logger;

/** What the caller of a handler that failed with `error` receives. */
async function answerTo(error: Error) {
  const failing: CallHandler = { handle: () => throwError(() => error) };
  const interceptor = new StoreUnavailableInterceptor(logger);
  try {
    await lastValueFrom(interceptor.intercept({} as ExecutionContext, failing));
  } catch (answered) {
    return answered instanceof ServiceException ? { code: answered.code, reason: answered.reason } : answered;
  }
  throw new Error('the handler did not fail');
}

const unavailable = { code: ErrorCode.UNAVAILABLE, reason: 'rpc.unavailable' };

describe('StoreUnavailableInterceptor: a failover answers a retryable 503', () => {
  it('when no primary could be selected in time', async () => {
    const error = new mongo.MongoServerSelectionError(
      'Server selection timed out after 30000 ms',
      {} as never,
    );
    expect(await answerTo(error)).toEqual(unavailable);
  });

  it('when the connection to the primary broke mid-request', async () => {
    expect(await answerTo(new mongo.MongoNetworkError('connection 3 to mongo-1:27017 closed'))).toEqual(
      unavailable,
    );
  });

  it.each([
    [10107, 'NotWritablePrimary'],
    [189, 'PrimarySteppedDown'],
    [11602, 'InterruptedDueToReplStateChange'],
    [91, 'ShutdownInProgress'],
  ])('when the node answered %s (%s)', async (code, codeName) => {
    expect(await answerTo(new mongo.MongoServerError({ code, codeName, errmsg: codeName }))).toEqual(
      unavailable,
    );
  });

  it('when a majority did not confirm the write in time', async () => {
    const error = new mongo.MongoWriteConcernError({
      ok: 1,
      writeConcernError: {
        code: 64,
        codeName: 'WriteConcernFailed',
        errmsg: 'waiting for replication timed out',
      },
    } as never);
    expect(await answerTo(error)).toEqual(unavailable);
  });

  it('but leaves other store errors as they are (a duplicate key is the designs’ own answer)', async () => {
    const duplicate = new mongo.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' });
    expect(await answerTo(duplicate)).toBe(duplicate);
    const bug = new TypeError('x is undefined');
    expect(await answerTo(bug)).toBe(bug);
  });
});
