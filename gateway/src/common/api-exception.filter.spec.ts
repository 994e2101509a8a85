import { HttpStatus, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ErrorCode, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError } from '@paydraft/nest-kit';
import type { Request, Response } from 'express';
import pino from 'pino';
import { assignRequestId } from '../request-context/request-id.middleware';
import { sendEmailBodySchema } from '../contact/send-email.body';
import { refuseIfWaiting } from '../limits/too-many-requests';
import { PDF_RATE_LIMIT_MESSAGE } from '../pdf/pdf-rate-limit';
import { ApiExceptionFilter } from './api-exception.filter';
import { ZodBodyPipe } from './zod-body.pipe';

type Answer = { status?: number; body?: unknown; retryAfter?: string };

/** An HTTP request, its id given by the gateway's first middleware, and a response recording what the filter sends. */
function fakeHost(answer: Answer, requestId: string): ArgumentsHost {
  const request = { get: () => requestId, originalUrl: '/health' } as unknown as Request;
  const response = {
    setHeader(name: string, value: string) {
      if (name === 'Retry-After') answer.retryAfter = value;
    },
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: unknown) {
      answer.body = body;
      return response;
    },
  };
  assignRequestId(pino({ level: 'silent' }))(request, response as unknown as Response, () => undefined);
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) };
  // The filter only reaches the request and response through switchToHttp().
  return host as unknown as ArgumentsHost;
}

let logLines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

function answerTo(exception: unknown, requestId = 'req-1'): Answer {
  const answer: Answer = {};
  new ApiExceptionFilter(logger).catch(exception, fakeHost(answer, requestId));
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
  beforeEach(() => {
    logLines = [];
  });

  it("answers a service's error with its code's status, its message and its domain reason as `code`", () => {
    const answer = answerTo(
      new RpcError(ErrorCode.ALREADY_EXISTS, 'That email is taken', 'auth.signup', 'auth.email_taken'),
    );

    expect(answer).toEqual({
      status: HttpStatus.CONFLICT,
      body: { success: false, error: 'That email is taken', code: 'auth.email_taken' },
    });
  });

  it("answers an error from a service that sends no reason with its code's generic one", () => {
    const answer = answerTo(
      new RpcError(ErrorCode.INVALID_ARGUMENT, 'Email is required', 'mailer.send-contact'),
    );

    expect(answer).toEqual({
      status: HttpStatus.BAD_REQUEST,
      body: { success: false, error: 'Email is required', code: 'request.invalid' },
    });
  });

  it('answers an unavailable service with 503 and the request id', () => {
    const answer = answerTo(
      new RpcError(
        ErrorCode.UNAVAILABLE,
        'The mailer service is not available.',
        'mailer.send-contact',
        'rpc.unavailable',
      ),
      'req-503',
    );

    expect(answer).toEqual({
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: {
        success: false,
        error: 'The mailer service is not available.',
        code: 'rpc.unavailable',
        requestId: 'req-503',
      },
    });
  });

  it('answers an overloaded instance with 503 and Retry-After, so the caller comes back instead of queuing', () => {
    const answer = answerTo(
      new RpcError(
        ErrorCode.UNAVAILABLE,
        'The service is busy. Please try again in a moment.',
        'documents.update',
        ServiceErrorReasons.OVERLOADED.code,
        1,
      ),
      'req-busy',
    );

    expect(answer).toEqual({
      status: HttpStatus.SERVICE_UNAVAILABLE,
      retryAfter: '1',
      body: {
        success: false,
        error: 'The service is busy. Please try again in a moment.',
        code: 'rpc.overloaded',
        requestId: 'req-busy',
      },
    });
  });

  it('answers a transport code it does not know (a newer service) with a JSON 500 and the request id, and logs it', () => {
    const answer = answerTo(
      new RpcError(99 as ErrorCode, 'Quota exceeded', 'billing.charge', 'billing.quota'),
      'req-new',
    );

    expect(answer).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: {
        success: false,
        error: 'Internal server error',
        code: 'internal.unknown_error',
        requestId: 'req-new',
      },
    });
    expect(logLines).toEqual([
      expect.objectContaining({
        level: 50,
        requestId: 'req-new',
        msg: 'unknown error code 99 from billing.charge',
      }),
    ]);
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
        code: 'request.invalid_body',
        details: [
          'Please enter a valid email address',
          'Category must be one of support, sales, inquiries, feedback',
        ],
      },
    });
  });

  it("keeps other HTTP errors' status and message, without details, with the status's code", () => {
    expect(answerTo(new NotFoundException('No such page'))).toEqual({
      status: HttpStatus.NOT_FOUND,
      body: { success: false, error: 'No such page', code: 'request.not_found' },
    });
  });

  it('keeps the code an HTTP error names', () => {
    expect(answerTo(new NotFoundException({ message: 'Gone', code: 'documents.not_found' })).body).toEqual({
      success: false,
      error: 'Gone',
      code: 'documents.not_found',
    });
  });

  it("passes the rate limit's 429 through with the message the limit dialog shows", () => {
    let refusal: unknown;
    try {
      refuseIfWaiting(30, { message: PDF_RATE_LIMIT_MESSAGE, code: ServiceErrorReasons.RATE_LIMITED.code });
    } catch (error) {
      refusal = error;
    }

    expect(answerTo(refusal)).toEqual({
      status: HttpStatus.TOO_MANY_REQUESTS,
      retryAfter: '30',
      body: { success: false, error: PDF_RATE_LIMIT_MESSAGE, code: 'request.rate_limited' },
    });
  });

  it('hides an unexpected error behind a 500 with the request id, and logs it under that id', () => {
    const answer = answerTo(new Error('connection string mongodb://admin:secret@db leaked'), 'req-9');

    expect(answer).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: {
        success: false,
        error: 'Internal server error',
        code: 'internal.unexpected',
        requestId: 'req-9',
      },
    });
    expect(logLines).toEqual([
      expect.objectContaining({
        requestId: 'req-9',
        err: expect.objectContaining({ message: expect.stringContaining('connection string') }),
      }),
    ]);
  });

  it('treats a thrown non-error value the same way', () => {
    expect(answerTo('boom', 'req-10')).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: {
        success: false,
        error: 'Internal server error',
        code: 'internal.unexpected',
        requestId: 'req-10',
      },
    });
    expect(logLines).toEqual([expect.objectContaining({ requestId: 'req-10', err: 'boom' })]);
  });

  it('still answers when an error cannot even be looked at', () => {
    const hostile = new Proxy(new RpcError(ErrorCode.NOT_FOUND, 'x', 'documents.get'), {
      get(target, key) {
        if (key === 'code') throw new Error('getter blew up');
        return Reflect.get(target, key);
      },
    });

    expect(answerTo(hostile, 'req-11')).toEqual({
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: {
        success: false,
        error: 'Internal server error',
        code: 'internal.unexpected',
        requestId: 'req-11',
      },
    });
  });
});
