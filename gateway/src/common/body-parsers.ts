import type { INestApplication } from '@nestjs/common';
import express, { type ErrorRequestHandler } from 'express';
import { bodyParserException } from './body-parser-exception';

/** body-parser's usual limit: ample for every JSON route but the ones given their own. */
const DEFAULT_JSON_LIMIT_BYTES = 100 * 1024;

/**
 * Replaces Nest's parsers (create the app with `bodyParser: false`): JSON only, as no route reads a
 * urlencoded form; a larger limit only where a route needs one; and the parser's refusals answered
 * as the 4xx they are. `largeBodies` maps a path to its limit in bytes.
 */
export function useBodyParsers(app: INestApplication, largeBodies: Record<string, number>): void {
  for (const [path, limit] of Object.entries(largeBodies)) app.use(path, express.json({ limit }));
  // A body already read by the parser of its path is left alone by this one.
  app.use(express.json({ limit: DEFAULT_JSON_LIMIT_BYTES }));
  app.use(answerParserRefusals);
}

const answerParserRefusals: ErrorRequestHandler = (error, _request, _response, next) =>
  next(bodyParserException(error) ?? error);
