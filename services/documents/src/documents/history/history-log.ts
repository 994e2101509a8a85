import { Schema, type Connection, type Model } from 'mongoose';
import { breaksUniqueIndex } from '../../store/unique-index';

const HEAD_MODEL = 'HistoryHead';
const CHANGE_MODEL = 'HistoryChange';

/** A change of this document id asks readers to load the owner's documents again (ids are hex, never this). */
export const WHOLE_OWNER = '*';

/**
 * Changes kept per owner: change `rev` is written in slot `rev % KEPT_CHANGES`, over the one this many
 * before it, so the log never grows past this per owner and a write costs no delete. A cache further
 * behind reads the owner again.
 */
export const KEPT_CHANGES = 1000;

type Head = { _id: string; rev: number };
type Change = { _id: string; rev: number; documentId: string };

/** The number of the owner's latest change (`_id` is the owner id): one atomic $inc per write. */
const headSchema = new Schema<Head>(
  { _id: { type: String, required: true }, rev: { type: Number, required: true } },
  { collection: 'history_heads', versionKey: false },
);

/** A slot of an owner's log (`_id` is `<ownerId>:<slot>`): change `rev`, and which of its documents changed. */
const changeSchema = new Schema<Change>(
  {
    _id: { type: String, required: true },
    rev: { type: Number, required: true },
    documentId: { type: String, required: true },
  },
  { collection: 'history_changes', versionKey: false },
);

const slotId = (ownerId: string, rev: number) => `${ownerId}:${rev % KEPT_CHANGES}`;

/**
 * Each owner's numbered list of changed documents, so every instance's history cache (document-history.ts)
 * can learn what another instance wrote by reading a few small records by `_id`, which the local store
 * finds through its index, instead of the owner's whole history.
 */
export class HistoryLog {
  private readonly heads: Model<Head>;
  private readonly changes: Model<Change>;

  constructor(connection: Connection) {
    // Registered here rather than in the module: only the log (and its hooks) use them.
    this.heads =
      (connection.models[HEAD_MODEL] as Model<Head> | undefined) ?? connection.model(HEAD_MODEL, headSchema);
    this.changes =
      (connection.models[CHANGE_MODEL] as Model<Change> | undefined) ??
      connection.model(CHANGE_MODEL, changeSchema);
  }

  /** The owner's latest change number; 0 before any. */
  async head(ownerId: string): Promise<number> {
    return (await this.heads.findById(ownerId).lean<Head>())?.rev ?? 0;
  }

  /**
   * The changed document's id of each change number asked for; undefined when not written yet, or
   * written over by a change KEPT_CHANGES later.
   */
  async read(ownerId: string, revs: number[]): Promise<Array<string | undefined>> {
    const changes = await Promise.all(
      revs.map((rev) => this.changes.findById(slotId(ownerId, rev)).lean<Change>()),
    );
    return changes.map((change, i) => (change?.rev === revs[i] ? change.documentId : undefined));
  }

  /**
   * Numbers the change and writes it. The head moves first: a reader that meets a number whose change
   * is not written yet keeps asking for it (a write in flight), then loads the owner again if it never
   * comes (the writer died between the two steps).
   */
  async record(ownerId: string, documentId: string): Promise<void> {
    const rev = await this.next(ownerId);
    await this.changes.updateOne(
      { _id: slotId(ownerId, rev) },
      { $set: { rev, documentId } },
      { upsert: true },
    );
  }

  /**
   * Erases the owner's log (a deleted account): its head and every slot it can have written. Run after
   * the owner's last write, which logs itself; a cache of the owner left in memory reads nothing new.
   */
  async forget(ownerId: string): Promise<void> {
    const head = await this.head(ownerId);
    const slots = Array.from({ length: Math.min(head + 1, KEPT_CHANGES) }, (_, slot) => `${ownerId}:${slot}`);
    await this.changes.deleteMany({ _id: { $in: slots } });
    await this.heads.deleteOne({ _id: ownerId });
  }

  private async next(ownerId: string): Promise<number> {
    const bump = () =>
      this.heads
        .findOneAndUpdate({ _id: ownerId }, { $inc: { rev: 1 } }, { upsert: true, returnDocument: 'after' })
        .lean<Head>();
    try {
      return (await bump())!.rev;
    } catch (error) {
      // Two first writes of an owner both tried to create its head: the other one did, so bump it.
      if (!breaksUniqueIndex(error)) throw error;
      return (await bump())!.rev;
    }
  }
}

const logs = new WeakMap<Connection, HistoryLog>();

/** The one log of a connection, for the schema's hooks and the cache alike. */
export function historyLogOf(connection: Connection): HistoryLog {
  let log = logs.get(connection);
  if (!log) {
    log = new HistoryLog(connection);
    logs.set(connection, log);
  }
  return log;
}
