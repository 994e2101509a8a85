import { ArgumentsHost, Catch, HttpStatus, Inject, type ExceptionFilter } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from '../request-context/request-id.middleware';
import { describeException, type ApiErrorAnswer } from './describe-exception';

/**
 * The one place that turns errors into the API's `{ success: false, error, code }` answers. `code` is
 * the stable reason the frontend switches on; a 5xx also carries the request id, which the logs of
 * the gateway and of every service that handled the request are searchable by. It never throws: an
 * error it cannot describe is still answered, as a JSON 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const requestId = requestIdOf(http.getRequest<Request>());
    const answer = this.describe(exception, requestId);
    const { status, error, code, details, problems, redirectToLogin, retryAfterSeconds } = answer;
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(status).json({
      success: false,
      error,
      code,
      ...(details ? { details } : {}),
      ...(problems ? { problems } : {}),
      ...(redirectToLogin ? { redirectToLogin } : {}),
      ...(status >= 500 && requestId ? { requestId } : {}),
    });
  }

  private describe(exception: unknown, requestId: string | undefined): ApiErrorAnswer {
    try {
      const answer = describeException(exception);
      if (answer.unexpected) this.logger.error({ err: exception, requestId }, answer.unexpected);
      return answer;
    } catch (failure) {
      this.logger.error(
        { err: failure, exception: String(exception), requestId },
        'could not describe an error',
      );
      return {
        status: HttpStatus.INTERNAL_SERVER_ERROR,
        error: 'Internal server error',
        code: ServiceErrorReasons.INTERNAL.code,
      };
    }
  }
}
