import { HttpStatus, Logger, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ErrorCode } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import { sendEmailBodySchema } from '../contact/send-email.body';
import { PDF_RATE_LIMIT_MESSAGE } from '../pdf/pdf-rate-limit';
import { ApiExceptionFilter } from './api-exception.filter';
import { ZodBodyPipe } from './zod-body.pipe';

type Answer = { status?: number; body?: unknown };

/** An HTTP request's host whose response records the status and JSON body the filter sends. */
function fakeHost(answer: Answer): ArgumentsHost {
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: unknown) {
      answer.body = body;
      return response;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) };
  // The filter only reaches the response through switchToHttp().
  return host as unknown as ArgumentsHost;
}

function answerTo(exception: unknown): Answer {
  const answer: Answer = {};
  new ApiExceptionFilter().catch(exception, fakeHost(answer));
  return answer;
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an exception');
}

describe('ApiExceptionFilter', () => {
  let logError: jest.SpyInstance;

  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it("answers a service's coded error with the code's status and the service's message", () => {
    const answer = answerTo(
      new RpcError(ErrorCode.INVALID_ARGUMENT, 'Email is required', 'mailer.send-contact'),
    );

    expect(answer).toEqual({
      status: HttpStatus.BAD_REQUEST,
      body: { success: false, error: 'Email is required' },
    });
  });

  it('answers an unavailable service with 503', () => {
    const answer = answerTo(
      new RpcError(ErrorCode.UNAVAILABLE, 'The mailer service is not available.', 'mailer.send-contact'),
    );

    expect(answer.status).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(answer.body).toEqual({ success: false, error: 'The mailer service is not available.' });
  });

  it('answers an invalid body with 400, the joined message and every problem in details', () => {
    const rejected = thrownBy(() =>
      new ZodBodyPipe(sendEmailBodySchema).transform({ email: 'nope', category: 'billing' }),
    );

    expect(answerTo(rejected)).toEqual({
      status: HttpStatus.BAD_REQUEST,
      body: {
        success: false,
        error:
          'Please enter a valid email address. Category must be one of support, sales, inquiries, feedback',
        details: [
          'Please enter a valid email address',
          'Category must be one of support, sales, inquiries, feedback',
        ],
      },
    });
  });

  it("keeps other HTTP errors' status and message, without details", () => {
    expect(answerTo(new NotFoundException('No such page'))).toEqual({
      status: HttpStatus.NOT_FOUND,
      body: { success: false, error: 'No such page' },
    });
  });

  it("passes the rate limit's 429 through with the message the limit dialog shows", () => {
    expect(answerTo(new ThrottlerException(PDF_RATE_LIMIT_MESSAGE))).toEqual({
      status: HttpStatus.TOO_MANY_REQUESTS,
      body: { success: false, error: PDF_RATE_LIMIT_MESSAGE },
    });
  });

  it('hides an unexpected error behind a 500, and logs it', () => {
    const answer = answerTo(new Error('connection string mongodb://admin:secret@db leaked'));

    expect(answer).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, error: 'Internal server error' },
    });
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('connection string'));
  });

  it('treats a thrown non-error value the same way', () => {
    expect(answerTo('boom')).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, error: 'Internal server error' },
    });
    expect(logError).toHaveBeenCalledWith('boom');
  });
});
