import { z } from 'zod';
import { jetStreamReplicasSchema } from '../nats/nats-servers';

const HOUR_MS = 3_600_000;

/**
 * The event limits ops may tune, part of every service's validated config.
 * Every instance of every service should run with the same values: each one
 * that starts writes the stream limits it was given.
 */
export const eventsEnv = {
  /** Deliveries of one event to a handler before it is dead-lettered (the consumer's max_deliver). */
  EVENTS_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(8),
  /** Wait before the second delivery of a failed event; it doubles for every further delivery. */
  EVENTS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** Upper bound of that wait. */
  EVENTS_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** How long the events stream keeps an event, and the processed-event log its record. */
  EVENTS_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24 * 7),
  /** Size limit of the events stream and of the dead-letter stream each; the oldest go first. */
  EVENTS_MAX_BYTES: z.coerce.number().int().min(1_048_576).default(1_073_741_824),
  /** How long the dead-letter stream keeps an event for someone to look at or replay. */
  EVENTS_DEAD_LETTER_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24 * 30),
};

export type EventsEnv = z.infer<z.ZodObject<typeof eventsEnv>>;

/** The same limits in the units the consumer works in. */
export type EventSettings = {
  maxDeliver: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAgeMs: number;
  maxBytes: number;
  deadLetterMaxAgeMs: number;
  /** JETSTREAM_REPLICAS: the nodes that keep the events and dead-letter streams. */
  replicas: number;
};

export function eventSettingsFrom(env: EventsEnv & { JETSTREAM_REPLICAS: number }): EventSettings {
  return {
    maxDeliver: env.EVENTS_MAX_DELIVER,
    retryBaseMs: env.EVENTS_RETRY_BASE_MS,
    retryMaxMs: env.EVENTS_RETRY_MAX_MS,
    maxAgeMs: env.EVENTS_MAX_AGE_HOURS * HOUR_MS,
    maxBytes: env.EVENTS_MAX_BYTES,
    deadLetterMaxAgeMs: env.EVENTS_DEAD_LETTER_MAX_AGE_HOURS * HOUR_MS,
    replicas: env.JETSTREAM_REPLICAS,
  };
}

/** The defaults above, for code that starts a consumer or publisher without a config (tests, scripts). */
export const DEFAULT_EVENT_SETTINGS: EventSettings = eventSettingsFrom(
  z.object({ ...eventsEnv, JETSTREAM_REPLICAS: jetStreamReplicasSchema }).parse({}),
);
