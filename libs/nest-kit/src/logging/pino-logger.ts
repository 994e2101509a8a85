import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestContext } from '../context/request-context';

/**
 * Structured JSON logs, one line per entry, tagged with the app's name and, inside a request, with
 * its request id: every line the gateway and the services write while handling one request can be
 * found by that id. `destination` is stdout unless a test collects the lines.
 */
export function createLogger(app: string, level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { app, pid: process.pid },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Routes Nest's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
