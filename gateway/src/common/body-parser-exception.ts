import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import { STATUS_CODES } from 'node:http';
import { tooLargeMessage } from './too-large-message';

export const NOT_JSON_MESSAGE = 'The request body is not valid JSON';

/**
 * A refusal of Express's body parser as the 4xx the caller should get, or undefined for any other
 * error. body-parser marks its refusals with a `type` and a 4xx `status` (http-errors); left alone,
 * the API's filter would see an unknown error and answer 500, or, for bad JSON, Nest would pass on
 * the parser's own wording ('Expected double-quoted property name in JSON at position 19').
 */
export function bodyParserException(error: unknown): HttpException | undefined {
  if (!(error instanceof Error) || !('type' in error) || !('status' in error)) return undefined;
  const { type, status } = error;
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status > 499) {
    return undefined;
  }
  switch (type) {
    case 'entity.too.large':
      return new PayloadTooLargeException({
        message: tooLargeMessage('The request body', 'limit' in error ? Number(error.limit) : 0),
        code: GatewayErrorCodes.BODY_TOO_LARGE,
      });
    case 'entity.parse.failed':
      return new BadRequestException({ message: NOT_JSON_MESSAGE, code: GatewayErrorCodes.MALFORMED_JSON });
    case 'charset.unsupported':
      return new UnsupportedMediaTypeException({
        message: 'Send the request body in UTF-8',
        code: GatewayErrorCodes.UNSUPPORTED_MEDIA_TYPE,
      });
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeException({
        message: 'The request body is compressed in an unsupported way',
        code: GatewayErrorCodes.UNSUPPORTED_MEDIA_TYPE,
      });
    default:
      return new HttpException(
        { message: STATUS_CODES[status] ?? 'Bad request', code: GatewayErrorCodes.REFUSED },
        status,
      );
  }
}
