/** What a delivery finds in the log when it claims its event. */
export enum ClaimResult {
  /** No earlier delivery finished the event: run the handler (again, if one was cut short). */
  RUN = 'run',
  /** An earlier delivery finished it: acknowledge without handling. */
  ALREADY_DONE = 'already-done',
}

/**
 * A service's record of the events it handled, written around the handler:
 * `claim` inserts the event's key (unique) before the handler's write and
 * `complete` marks it done after, so a crash between the write and `complete`
 * leaves a claimed key, and the redelivery runs the handler again. Handlers are
 * therefore idempotent, keyed on the event id (an upsert by it, or a unique
 * index on it in their own collection): running one twice changes nothing the
 * second time. A crash can cost a repeated call, never a repeated effect.
 */
export type ProcessedEventLog = {
  claim(eventId: string, subject: string): Promise<ClaimResult>;
  complete(eventId: string): Promise<void>;
  /** Deletes the records of events claimed before `cutoff`; resolves to how many went. */
  purgeClaimedBefore(cutoff: Date): Promise<number>;
};
