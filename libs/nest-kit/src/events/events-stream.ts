import { ALL_EVENT_CONTRACTS, EVENTS_STREAM } from '@paydraft/contracts';
import { DiscardPolicy, nanos, type JetStreamManager, type StreamConfig } from 'nats';
import type { EventSettings } from './events-env';

/** How long a stream remembers message ids to drop a re-published duplicate. */
const DUPLICATE_WINDOW_NS = nanos(2 * 60_000);

/**
 * The largest event a stream takes (a quarter of NATS's default message limit). Events carry ids and a
 * few fields, a mail's message at most (a PDF never travels as an event), so one this large is a bug:
 * its publisher gets an error instead of the stream filling up with it.
 */
export const MAX_EVENT_BYTES = 256 * 1024;

/** A stream and the subjects it captures. */
export type StreamSpec = { name: string; subjects: string[] };

/**
 * Retention of one stream (the oldest messages go once either limit is reached), and the nodes that
 * keep a copy of it.
 */
export type StreamLimits = { maxAgeMs: number; maxBytes: number; replicas: number };

/** The events stream of the contracts in proto/. */
export function eventsStreamSpec(): StreamSpec {
  return { name: EVENTS_STREAM, subjects: ALL_EVENT_CONTRACTS.map((contract) => contract.subject) };
}

export const eventsStreamLimits = (settings: EventSettings): StreamLimits => ({
  maxAgeMs: settings.maxAgeMs,
  maxBytes: settings.maxBytes,
  replicas: settings.replicas,
});

/**
 * Creates the stream, or widens it to every subject of the spec. With
 * `enforce`, an existing stream also takes these limits (a consumer, which has
 * the service's config, enforces; the publisher only creates with defaults).
 */
export async function ensureStream(
  jsm: JetStreamManager,
  spec: StreamSpec,
  limits: StreamLimits,
  { enforce }: { enforce: boolean },
): Promise<void> {
  const wanted = {
    max_age: nanos(limits.maxAgeMs),
    max_bytes: limits.maxBytes,
    max_msg_size: MAX_EVENT_BYTES,
    num_replicas: limits.replicas,
  };
  let current: StreamConfig;
  try {
    current = (await jsm.streams.info(spec.name)).config;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // Identical concurrent adds (instances starting together) both succeed.
    await jsm.streams.add({
      name: spec.name,
      subjects: spec.subjects,
      ...wanted,
      discard: DiscardPolicy.Old,
      duplicate_window: DUPLICATE_WINDOW_NS,
    });
    return;
  }
  const missing = spec.subjects.filter((subject) => !current.subjects.includes(subject));
  const limitsDiffer =
    current.max_age !== wanted.max_age ||
    current.max_bytes !== wanted.max_bytes ||
    current.max_msg_size !== wanted.max_msg_size ||
    current.num_replicas !== wanted.num_replicas;
  if (missing.length === 0 && !(enforce && limitsDiffer)) return;
  await jsm.streams.update(spec.name, {
    ...current,
    subjects: [...current.subjects, ...missing],
    ...(enforce ? wanted : {}),
  });
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /stream not found/i.test(error.message);
}
