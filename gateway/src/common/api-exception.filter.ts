import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import { RpcError } from '@paydraft/nest-kit';
import type { Response } from 'express';
import { httpStatusForCode } from './http-status-for-code';

/** The one place that turns errors into the API's `{ success: false, error }` answers. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, error, details } = this.describe(exception);
    response.status(status).json({ success: false, error, ...(details ? { details } : {}) });
  }

  private describe(exception: unknown): { status: number; error: string; details?: string[] } {
    if (exception instanceof RpcError) {
      return { status: httpStatusForCode(exception.code), error: exception.message };
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const details =
        typeof body === 'object' && body !== null ? (body as { details?: string[] }).details : undefined;
      return { status: exception.getStatus(), error: exception.message, details };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
  }
}
