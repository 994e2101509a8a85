import type { INestApplication } from '@nestjs/common';
import express from 'express';

export const WEBHOOK_PATH = '/api/stripe/webhook';
/** The Connect endpoint: the connected accounts' events, signed with their own secret. */
export const CONNECT_WEBHOOK_PATH = '/api/stripe/connect/webhook';

/** Stripe's events are small; a larger body is no event of Stripe's. */
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

/**
 * The webhook's body stays the bytes Stripe signed (any re-encoding of parsed JSON breaks the
 * signature). Registered before the JSON parser, which leaves an already read body alone.
 */
export function keepWebhookBodyRaw(app: INestApplication): void {
  for (const path of [WEBHOOK_PATH, CONNECT_WEBHOOK_PATH]) {
    app.use(path, express.raw({ type: () => true, limit: WEBHOOK_LIMIT_BYTES }));
  }
}
