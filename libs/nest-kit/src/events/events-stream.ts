import { ALL_EVENT_CONTRACTS, EVENTS_STREAM } from '@paydraft/contracts';
import type { JetStreamManager } from 'nats';

/** How long the stream remembers event ids to drop a re-published duplicate. */
const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;

/** Creates the events stream, or widens it to every subject the contracts name. */
export async function ensureEventsStream(jsm: JetStreamManager): Promise<void> {
  const subjects = ALL_EVENT_CONTRACTS.map((contract) => contract.subject);
  try {
    const info = await jsm.streams.info(EVENTS_STREAM);
    const missing = subjects.filter((subject) => !info.config.subjects.includes(subject));
    if (missing.length > 0) {
      await jsm.streams.update(EVENTS_STREAM, { ...info.config, subjects: [...info.config.subjects, ...missing] });
    }
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.streams.add({ name: EVENTS_STREAM, subjects, duplicate_window: DUPLICATE_WINDOW_NS });
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /stream not found/i.test(error.message);
}
