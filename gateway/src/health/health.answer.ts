import { SERVICE_NAMES } from '@paydraft/contracts';
import { z } from 'zod';

const upOrDown = z.enum(['up', 'down']);

/** The health answer: `{ status }` for anyone, the services too for the ops token (SystemHealth). */
export const healthAnswerSchema = z.object({
  status: upOrDown,
  services: z
    .array(
      z.object({
        name: z.enum(SERVICE_NAMES),
        status: upOrDown,
        version: z.string().nullable(),
        latencyMs: z.number().nullable().describe('Round trip gateway → NATS → service → gateway'),
        store: z.enum(['up', 'down', 'none']).nullable(),
        instances: z.number().int(),
        error: z.string().optional(),
      }),
    )
    .optional()
    .describe('With the ops token (X-Ops-Token) only'),
  nats: z
    .object({
      status: z
        .enum(['up', 'degraded', 'down'])
        .describe('degraded: a node keeping the events stream is down, and the others still take events'),
      connectedTo: z.string().nullable().describe('The node this gateway is connected to (its server_name)'),
      nodes: z
        .array(z.object({ name: z.string(), status: upOrDown, leader: z.boolean() }))
        .describe('The nodes that keep the events stream (JETSTREAM_REPLICAS of them)'),
      error: z.string().optional(),
    })
    .optional()
    .describe('With the ops token (X-Ops-Token) only'),
});
