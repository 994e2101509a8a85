import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParserException } from './body-parser-exception';

/** What express.json() passes on for a request, as the route's error handler would see it. */
async function parserError(body: string, headers: Record<string, string>, limit = '1kb'): Promise<unknown> {
  let seen: unknown;
  const app = express();
  app.use(express.json({ limit }));
  app.use(
    (error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
      seen = error;
      response.end();
    },
  );
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers, body });
    return seen;
  } finally {
    server.close();
  }
}

const json = { 'content-type': 'application/json' };
const statusAndMessage = (error: unknown) => {
  const exception = bodyParserException(error);
  return exception && { status: exception.getStatus(), message: exception.message };
};
const codeOf = (error: unknown) => {
  const body = bodyParserException(error)?.getResponse();
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
};

describe('bodyParserException', () => {
  it('answers a body over the limit with 413 and the limit', async () => {
    const error = await parserError(JSON.stringify({ notes: 'x'.repeat(3000) }), json, '2kb');

    expect(statusAndMessage(error)).toEqual({
      status: 413,
      message: 'The request body is too large (at most 2 KB)',
    });
    expect(codeOf(error)).toBe('request.body_too_large');
  });

  it('answers JSON it cannot parse with 400, without the parser’s wording', async () => {
    const error = await parserError('{"a":', json);

    expect(statusAndMessage(error)).toEqual({ status: 400, message: 'The request body is not valid JSON' });
    expect(codeOf(error)).toBe('request.malformed_json');
  });

  it('answers a charset other than UTF-8 with 415', async () => {
    const error = await parserError('{}', { 'content-type': 'application/json; charset=latin1' });

    expect(statusAndMessage(error)).toEqual({ status: 415, message: 'Send the request body in UTF-8' });
    expect(codeOf(error)).toBe('request.unsupported_media_type');
  });

  it('answers an unknown content encoding with 415', async () => {
    const error = await parserError('{}', { ...json, 'content-encoding': 'x-unknown' });

    expect(statusAndMessage(error)).toEqual({
      status: 415,
      message: 'The request body is compressed in an unsupported way',
    });
  });

  it('leaves errors that are not the parser’s to the server’s own handling', () => {
    expect(bodyParserException(new Error('database down'))).toBeUndefined();
    expect(
      bodyParserException(Object.assign(new Error('stream.not.readable'), { type: 'x', status: 500 })),
    ).toBeUndefined();
  });
});
