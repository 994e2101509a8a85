import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Structured JSON logs, one line per entry, tagged with the app's name. */
export function createLogger(app: string, level: string): Logger {
  return pino({ level, base: { app, pid: process.pid } });
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
