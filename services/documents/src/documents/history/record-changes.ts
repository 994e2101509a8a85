import type { Connection, Schema } from 'mongoose';
import { historyLogOf, WHOLE_OWNER } from './history-log';

type Written = { _id: { toString(): string }; ownerId: string };

/** The query methods that change documents without naming which: readers load the owner again. */
const WHOLESALE: Array<'updateMany' | 'updateOne' | 'replaceOne' | 'deleteMany' | 'deleteOne'> = [
  'updateMany',
  'updateOne',
  'replaceOne',
  'deleteMany',
  'deleteOne',
];

const recordOne = (connection: Connection, written: Written) =>
  historyLogOf(connection).record(written.ownerId, written._id.toString());

/**
 * Every write of the documents model is logged for the history caches, however it is made (the service's
 * saves, and the client-deleted consumer's unlinking): one hook on the schema cannot be forgotten by a
 * new write path. The log is written after the document: if it fails the caller sees the error (a retry
 * logs again), and caches that missed it reload within their maximum age (document-history.ts).
 */
export function recordChanges(schema: Schema): void {
  schema.post('save', async function (this: Written & { db: Connection }) {
    await recordOne(this.db, this);
  });
  schema.post('insertMany', async function (written: unknown) {
    for (const one of written as Written[]) await recordOne(this.db, one);
  });
  schema.post(
    ['findOneAndUpdate', 'findOneAndDelete', 'findOneAndReplace'],
    async function (this: { model: { db: Connection } }, written: Written | null) {
      if (written) await recordOne(this.model.db, written);
    },
  );
  schema.post(WHOLESALE, { query: true, document: false }, async function () {
    const { ownerId } = this.getFilter() as { ownerId?: unknown };
    if (typeof ownerId !== 'string') {
      throw new Error('documents: a write by filter must name the ownerId, so the history log can record it');
    }
    await historyLogOf(this.model.db).record(ownerId, WHOLE_OWNER);
  });
}
