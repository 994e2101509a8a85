import { UnauthorizedException } from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import { requestIdFrom, runInRequestContext } from '@paydraft/nest-kit';
import type { RequestHandler } from 'express';
import type { Authenticator } from '../auth/authenticator';
import { requestIdOf } from './request-id.middleware';

/** The spec's wording after a 401 on a signed-in call. */
export const INVALID_TOKEN_MESSAGE = 'Authentication expired';

/**
 * Authenticates the bearer token once, then runs the rest of the request inside its request context
 * (request id, caller): every log line carries the id, and every NATS call the RpcClient makes carries
 * both. No Authorization header means an anonymous request (services that need a caller refuse it);
 * a header that is not a valid bearer token is a 401 here. Registered after the body parsers, since
 * they call `next` from stream events, outside any context opened before them.
 */
export function enterRequestContext(authenticator: Authenticator): RequestHandler {
  return (request, _response, next) => {
    const requestId = requestIdOf(request) ?? requestIdFrom(undefined);
    const authorization = request.get('authorization');
    if (authorization === undefined) return runInRequestContext({ requestId }, () => next());
    const token = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
    const refuse = () =>
      next(
        new UnauthorizedException({ message: INVALID_TOKEN_MESSAGE, code: GatewayErrorCodes.INVALID_TOKEN }),
      );
    if (!token) return refuse();
    authenticator.authenticate(token).then(
      (caller) => (caller ? runInRequestContext({ requestId, caller }, () => next()) : refuse()),
      (error: unknown) => next(error),
    );
  };
}
